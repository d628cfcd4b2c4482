// The picture of who sits where (SeatingPicture.tsx), at setup and in the game's menu.
import type { Edge } from '../table/seating';

const edges: Record<Edge, string> = { near: 'near edge', far: 'far edge', left: 'left edge', right: 'right edge' };
const sides: Record<Edge, string> = {
  near: 'Near edge, at the bottom of the screen',
  far: 'Far edge, at the top of the screen',
  left: 'Left edge',
  right: 'Right edge',
};

export const en = {
  title: 'Who sits where',
  hint: 'Drag each player to their place round the device, or tap a player, then a place. Play goes clockwise: the next player sits on the left.',
  hintPlaying: 'The turn order stays as it is: each player can move only to places that keep it.',
  moving: (name: string) => `Moving ${name}: tap a place, or tap ${name} again to cancel.`,
  edge: (edge: Edge) => ({ near: 'near', far: 'far', left: 'left', right: 'right' })[edge],
  side: (edge: Edge) => sides[edge],
  token: (name: string, edge: Edge) => `${name}, ${edges[edge]}. Move`,
  spot: (name: string, edge: Edge, after: string | null, before: string | null) =>
    `Seat ${name} at the ${edges[edge]}${
      after !== null && before !== null
        ? `, between ${after} and ${before}`
        : after !== null
          ? `, after ${after}`
          : before !== null
            ? `, before ${before}`
            : ''
    }`,
  order: 'Turn order, clockwise:',
};
