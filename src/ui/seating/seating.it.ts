import type { Edge } from '../table/seating';
import type { en } from './seating.en';

const edges: Record<Edge, string> = {
  near: 'lato vicino',
  far: 'lato opposto',
  left: 'lato sinistro',
  right: 'lato destro',
};
const sides: Record<Edge, string> = {
  near: 'Lato vicino, in basso sullo schermo',
  far: 'Lato opposto, in alto sullo schermo',
  left: 'Lato sinistro',
  right: 'Lato destro',
};

export const it: typeof en = {
  title: 'Chi siede dove',
  hint: 'Trascina ogni giocatore al suo posto attorno al dispositivo, oppure tocca un giocatore e poi un posto. Si gioca in senso orario: il giocatore successivo siede a sinistra.',
  hintPlaying: 'L’ordine di gioco resta com’è: ogni giocatore può spostarsi solo nei posti che lo rispettano.',
  moving: (name: string) => `Stai spostando ${name}: tocca un posto, oppure tocca di nuovo ${name} per annullare.`,
  edge: (edge: Edge) => ({ near: 'vicino', far: 'di fronte', left: 'a sinistra', right: 'a destra' })[edge],
  side: (edge: Edge) => sides[edge],
  token: (name: string, edge: Edge) => `${name}, ${edges[edge]}. Sposta`,
  spot: (name: string, edge: Edge, after: string | null, before: string | null) =>
    `Metti ${name} sul ${edges[edge]}${
      after !== null && before !== null
        ? `, tra ${after} e ${before}`
        : after !== null
          ? `, dopo ${after}`
          : before !== null
            ? `, prima di ${before}`
            : ''
    }`,
  order: 'Ordine di gioco, in senso orario:',
};
