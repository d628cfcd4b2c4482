import type { en } from './variants.en';
// The Last Chance variant and the playing-card travel set. One line is one block (see blocks.ts).
/** The travel set's table rules (passing aloud, the discard pile, which cards are which per deck): the section and
 *  its card twin (rulesCards) say them in the same words. */
export const cardTableLines = [
  '- Di «paso» en voz alta cuando pases.',
  '- Una carta perdida va boca abajo al montón de descartes y allí se queda; solo su dueño puede mirarla.',
  'Qué cartas son flores y cuál es la calavera depende de la baraja:',
  '- **Una baraja francesa (52 cartas)**: flores del 2 al 10; la calavera, una J, una Q o una K. Sin ases ni comodines.',
  '- **Una baraja española (40 cartas)**: flores del as (1) al 7; la calavera, una sota, un caballo o un rey (el 10, el 11 y el 12).',
  '- **Una baraja italiana (40 cartas)**: flores del as (1) al 7; la calavera, una sota, un caballo o un rey (fante, cavallo o re; en muchas barajas, el 8, el 9 y el 10).',
  '- **Una baraja de skat (32 cartas)**: flores del 7 al 10; la calavera, una J, una Q o una K. Sin ases, así que cinco jugadores como máximo.',
  'Todas las demás reglas son iguales. Última oportunidad no se usa con cartas.',
];

export const es: typeof en = {
  lastChanceTitle: 'Última oportunidad (variante)',
  lastChanceBody: [
    'Última oportunidad es una variante oficial y opcional que se elige antes de empezar la partida. No se usa con la versión de viaje.',
    '- Cuando un desafío fallido deja al retador con un solo disco, recibe el disco de Última oportunidad, salvo que ya lo haya recibido antes en esta partida. Lo tiene durante la ronda siguiente y nada más. Todos saben que ese disco es una flor. También es un riesgo: si se convierte en el retador y falla, queda fuera de la partida (ver más abajo).',
    '- El disco de Última oportunidad es un disco más en su mano durante esa ronda. Al empezar la ronda pone igualmente un solo disco: cualquiera de los dos, también el de Última oportunidad. Puede añadir el otro más tarde, como cualquier disco. En un tapete cuenta para el total de la mesa y se puede descubrir: muestra una flor.',
    '- Al final de esa ronda, el disco de Última oportunidad se devuelve, se haya jugado o no. Si se anula la ronda, quien lo tiene lo conserva para la ronda que se repite.',
    '- Si en esa ronda es el retador y falla, pierde a la vez el disco de Última oportunidad y su último disco, y queda fuera de la partida. Quién empieza después lo dice la regla de siempre: el dueño de la calavera que lo paró, o un jugador elegido por él si fue su propia calavera.',
    '- Cada jugador puede recibir el disco de Última oportunidad como mucho una vez por partida.',
  ].join('\n'),

  travelSetTitle: 'La versión de viaje: con cartas',
  travelSetBody: [
    '¿No llevas discos? Basta con una baraja, siempre que todos los reversos sean iguales.',
    '- Cada jugador toma tres cartas de número como flores y una figura como calavera. No importan los palos, ni qué números, ni qué figura, y cada jugador puede mirar su mano para comprobarla.',
    '- El montón boca abajo de cada jugador sustituye al tapete. Una carta se juega boca abajo igual que un disco, y el retador descubre la carta de arriba de un montón.',
    '- Como no hay tapete que girar, los puntos se apuntan en la app o en un papel.',
    ...cardTableLines,
  ].join('\n'),
};
