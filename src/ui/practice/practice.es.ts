import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { en } from './practice.en';

// Sample names, one per seat, the same as in the rules reference's walk-through.
const NAMES = ['Nadia', 'Omar', 'Lou', 'Sami', 'Yuki', 'Paul'];

export const es: typeof en = {
  title: 'Ronda de práctica',
  back: 'Nueva partida',
  intro: 'Una ronda solo para aprender. Nadie gana un punto, nadie pierde un disco y no se guarda nada.',
  equipmentTitle: 'Practicar con',
  equipmentDiscs: 'Discos y tapetes',
  equipmentCards: 'Una baraja',
  howMany: '¿Cuántos jugadores van a practicar?',
  players: (n: number) => `${n} ${plural('es', n, 'jugador', 'jugadores')}`,
  seatName: (seat: number) => NAMES[seat] ?? `Jugador ${seat + 1}`,
  practiseWith: (names: string[]) => `Practicar con ${listAnd('es', names)}`,
  fromForm: 'Los jugadores apuntados para la nueva partida.',
  fromGame: 'Los jugadores de tu última partida.',
  guidePlacing: (starter: string) => `Todos ponen un disco boca abajo en su tapete; ${starter} lo pone al final.`,
  guideAdding: (p: string) =>
    `${p}: añade un disco encima de tu pila o abre las apuestas diciendo cuántas flores puedes descubrir.`,
  guideBidding: (p: string) =>
    `${p}: sube la apuesta o pasa. Quien pasa no vuelve a apostar en esta ronda, pero su pila sigue en juego.`,
  guideRevealingOwn: (p: string, bid: number) =>
    `${p}: descubre el disco de arriba de tu propia pila. Detente si sale una calavera o en cuanto ${plural('es', bid, 'salga', 'salgan')} ${bid} ${plural('es', bid, 'flor', 'flores')}.`,
  guideOwnStackMayEnd: 'Puedes llegar a la apuesta dentro de tu propia pila: entonces el resto se queda boca abajo.',
  guideRevealingOthers: (p: string, bid: number) =>
    `${p}: tu pila ya está boca arriba. Descubre el disco boca abajo más alto de cualquier otra pila, también de quienes han pasado. Detente si sale una calavera o en cuanto ${plural('es', bid, 'salga', 'salgan')} ${bid} ${plural('es', bid, 'flor', 'flores')}.`,
  stepBack: 'Deshacer',
  restart: 'Volver a empezar',
  endTitle: 'En una partida de verdad',
  endPracticeTitle: 'En esta ronda de práctica',
  endSuccess: (p: string) =>
    `${p}, vuelve a girar tu tapete con la flor hacia abajo: una ronda de práctica no da puntos.`,
  endFailure: (p: string) => `Ningún disco vuelve a la caja: ${p} conserva todos sus discos.`,
  endNote: 'Todos recuperan los discos de su tapete. No se guarda nada: la mesa de abajo está como antes de la ronda.',
  endTable: 'La mesa, sin cambios',
  again: 'Practicar otra vez',
  realGame: 'Empezar una partida de verdad',
  /** The name of the practice table's controls, as on the game screen. */
  controls: 'Tu jugada',
};
