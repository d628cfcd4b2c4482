import { plural } from '../../i18n';
import type { en } from './cards.en';

const cartas = (n: number) => `${n} ${plural('es', n, 'carta', 'cartas')}`;

export const es: typeof en = {
  placeInstruction: (p: string) => `Todos ponen una carta boca abajo; ${p} la pone al final.`,
  placedButton: 'Todas las cartas están puestas',
  addDisc: 'Añadir una carta',
  emptyHand: (p: string) => `${p} no tiene cartas en la mano, así que debe abrir las apuestas.`,
  addingHint: (p: string) =>
    `${p}: añade una carta encima de tu montón o abre las apuestas diciendo cuántas flores puedes descubrir.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} apuesta ${n}: todas las cartas de la mesa. Nadie puede subir, así que el desafío empieza ya.`,
  flipOwnFirst: (bid: number) =>
    `Descubre la carta de arriba de tu montón; detente en cuanto ${plural('es', bid, 'se vea', 'se vean')} ${bid} ${plural('es', bid, 'flor', 'flores')}.`,
  chooseOpponent: 'Elige la carta de arriba de un rival',
  stackOption: (p: string, n: number) => `Montón de ${p}: ${cartas(n)} boca abajo`,
  whatOwn: '¿Qué muestra la carta de arriba de tu montón?',
  whatOther: (p: string) => `¿Qué muestra la carta de arriba del montón de ${p}?`,
  abandonedNote: 'Ronda anulada: cada cual recupera sus cartas y vuelve a empezar quien la empezó.',
  abandonHint:
    'Si una carta enseñada sin querer estropea la ronda, los jugadores pueden acordar anularla: cada cual recupera sus cartas, nadie gana un punto ni pierde una carta, y vuelve a empezar quien la empezó.',
  helpPlacing:
    'Cada jugador que sigue en la partida pone una carta boca abajo delante de sí: su montón. Quien empieza la pone al final y después comienza su turno.',
  helpAdding:
    'En tu turno, añade una carta de la mano encima de tu montón o abre las apuestas con un número de flores de 1 hasta el total de la mesa.',
  helpBidding:
    'Por turnos, cada jugador sube a un número mayor o pasa y ya no apuesta en esta ronda; el montón de quien pasa sigue en la mesa y el retador aún puede descubrirlo. Cuando todos los demás han pasado, quien tiene la apuesta más alta es el retador; una apuesta igual al total de la mesa, todas las cartas puestas, empieza el desafío al instante.',
  helpChallenge:
    'El retador descubre una a una las cartas de su propio montón, de arriba abajo, y solo cuando está todo descubierto, la carta boca abajo más alta de cualquier otro montón. Una calavera acaba el desafío: desafío fallido. En cuanto las flores descubiertas llegan a la apuesta, aunque sea dentro de su propio montón, el desafío está superado y no se descubre ninguna carta más.',
  helpOutcomes:
    'Un desafío superado es un punto para el retador (la app lo apunta; si usas papel, apúntalo también ahí); con el segundo se gana la partida. Un desafío fallido cuesta una carta, que va boca abajo al montón de descartes: si es su propia calavera, el retador elige cuál; si es la de otro jugador, el retador baraja boca abajo todas sus cartas restantes, montón y mano, y el dueño de la calavera roba una sin verla.',
  startsChallenge: 'todas las cartas: el desafío empieza ya',
  discs: (mat: number, hand: number, lost: number) =>
    `${mat} en el montón, ${hand} en la mano${lost > 0 ? `, ${lost} ${plural('es', lost, 'perdida', 'perdidas')}` : ''}`,
  stacksTitle: 'Montones',
  ownStack: (n: number) => `tu montón: ${n} boca abajo`,
  locked: 'bloqueado hasta descubrir tu propio montón',
  standingIn: (successes: number, discs: number) =>
    `${successes > 0 ? `${successes} ${plural('es', successes, 'punto', 'puntos')}, ` : ''}${plural('es', discs, 'queda', 'quedan')} ${cartas(discs)}`,
  placed: (starter: string) => `Todos ponen una carta boca abajo; ${starter} la pone al final.`,
  added: (p: string, stack: number) => `${p} añade una carta (${cartas(stack)} en el montón).`,
  bidAll: (p: string, n: number) => `${p} apuesta ${n}, todas las cartas de la mesa: el desafío empieza ya.`,
  flipOwnFlower: (p: string, shown: number, bid: number) =>
    `${p} descubre una carta propia: una flor (${shown} de ${bid}).`,
  flipOwnSkull: (p: string) => `${p} descubre una carta propia: ¡una calavera!`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} descubre una carta de ${owner}: una flor (${shown} de ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} descubre una carta de ${owner}: ¡una calavera!`,
  abandoned: 'La ronda se anula: cada cual recupera sus cartas y vuelve a empezar quien la empezó.',
  success: (p: string) => `¡Desafío superado! Un punto para ${p} (si usas papel, apúntalo también ahí).`,
  failRandom: (owner: string, p: string) =>
    `${p} baraja boca abajo todas sus cartas restantes, montón y mano. ${owner} roba una sin mirar y la deja boca abajo en el montón de descartes.`,
  failChoice: (p: string) => `${p} elige en secreto una de sus cartas y la deja boca abajo en el montón de descartes.`,
  lastDiscGone: (p: string) => `${p} deja su última carta en el montón de descartes.`,
  eliminated: (p: string) => `${p} queda fuera de la partida: no le quedan cartas.`,
  takeBack: 'Cada cual devuelve a la mano las cartas de su montón.',
  cardFlower: 'carta de número',
  cardSkull: 'figura',
  dealTitle: 'Reparte las cartas',
  dealFlowersStandard:
    'De tu baraja francesa de 52 cartas, cada jugador toma tres cartas de número, del 2 al 10: sus flores.',
  dealSkullStandard: 'Y una J, una Q o una K: su calavera. Los ases y los comodines no se usan.',
  dealFlowersSpanish: 'De tu baraja española de 40 cartas, cada jugador toma tres cartas del as (1) al 7: sus flores.',
  dealSkullSpanish: 'Y una sota, un caballo o un rey (el 10, el 11 y el 12): su calavera.',
  dealFlowersItalian: 'De tu baraja italiana de 40 cartas, cada jugador toma tres cartas del as (1) al 7: sus flores.',
  dealSkullItalian: 'Y un fante, un cavallo o un re (en muchas barajas, el 8, el 9 y el 10): su calavera.',
  dealFlowersSkat:
    'De tu baraja de skat de 32 cartas, cada jugador toma tres cartas de número, del 7 al 10: sus flores.',
  dealSkullSkat: 'Y una J, una Q o una K: su calavera. Los ases no se usan.',
  dealCheck: 'Mira tus cartas sin enseñarlas: tres flores y una calavera.',
  dealPaper: 'La app apunta los puntos; una hoja de papel con todos los nombres es opcional.',
  dealSame: 'Las mismas cartas que en la partida anterior: cada cual recupera sus tres flores y su calavera.',
  dealAllSteps: 'Ver todos los pasos',
  dealRules: 'La versión de viaje en las reglas',
  dealDone: 'Ya están repartidas',
};
