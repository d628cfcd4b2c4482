import type { Edge } from '../table/seating';
import type { en } from './seating.en';

const edges: Record<Edge, string> = {
  near: 'lado cercano',
  far: 'lado opuesto',
  left: 'lado izquierdo',
  right: 'lado derecho',
};
const sides: Record<Edge, string> = {
  near: 'Lado cercano, en la parte de abajo de la pantalla',
  far: 'Lado opuesto, en la parte de arriba de la pantalla',
  left: 'Lado izquierdo',
  right: 'Lado derecho',
};

export const es: typeof en = {
  title: 'Quién se sienta dónde',
  hint: 'Arrastra a cada jugador a su sitio alrededor del dispositivo, o toca un jugador y luego un sitio. Se juega en sentido horario: el siguiente jugador se sienta a la izquierda.',
  hintPlaying: 'El orden de juego no cambia: cada jugador solo puede ir a los sitios que lo respetan.',
  moving: (name: string) => `Moviendo a ${name}: toca un sitio, o vuelve a tocar a ${name} para cancelar.`,
  edge: (edge: Edge) => ({ near: 'cerca', far: 'enfrente', left: 'izquierda', right: 'derecha' })[edge],
  side: (edge: Edge) => sides[edge],
  token: (name: string, edge: Edge) => `${name}, ${edges[edge]}. Mover`,
  spot: (name: string, edge: Edge, after: string | null, before: string | null) =>
    `Sentar a ${name} en el ${edges[edge]}${
      after !== null && before !== null
        ? `, entre ${after} y ${before}`
        : after !== null
          ? `, después de ${after}`
          : before !== null
            ? `, antes de ${before}`
            : ''
    }`,
  order: 'Orden de juego, en sentido horario:',
};
