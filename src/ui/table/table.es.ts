import { plural } from '../../i18n';
import type { en } from './table.en';

export const es: typeof en = {
  loading: 'Abriendo la partida…',
  notFound: 'Esta partida no está guardada en este dispositivo.',
  home: 'Inicio',
  round: (n: number) => `Ronda ${n}`,
  turnLabel: 'Turno',
  challengerLabel: 'Retador',
  starterLabel: 'Empieza esta ronda',
  chooserLabel: 'Fuera de la partida',
  seatsTitle: 'Jugadores',
  placeInstruction: (p: string) => `Todos ponen un disco boca abajo; ${p} lo pone en último lugar.`,
  placedButton: 'Todos han puesto su disco',
  addDisc: 'Añadir disco',
  emptyHand: (p: string) => `${p} no tiene discos en la mano, así que debe abrir las apuestas.`,
  openBid: 'Apostar…',
  bidPrompt: '¿Cuántas flores?',
  raisePrompt: 'Subir a',
  bidOption: (n: number) => `Apostar ${n}`,
  cancel: 'Cancelar',
  pass: 'Pasar',
  addingHint: (p: string) => `${p}: añade un disco a tu tapete o apuesta cuántas flores puedes descubrir.`,
  biddingHint: (p: string, n: number) =>
    `${p}: sube por encima de ${n} o pasa; quien pasa ya no apuesta en esta ronda.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} apuesta ${n}: todos los discos de la mesa. Nadie puede subir, así que el desafío empieza ya.`,
  flipOwnFirst: (bid: number) =>
    `Descubre el disco de arriba de tu pila; para en cuanto ${plural('es', bid, 'se vea', 'se vean')} ${bid} ${plural('es', bid, 'flor', 'flores')}.`,
  chooseOpponent: 'Elige el disco de arriba de cualquier rival',
  flowersCount: (shown: number, bid: number) => `Flores: ${shown} de ${bid}`,
  stackOption: (p: string, n: number) => `${p}: ${n} ${plural('es', n, 'disco', 'discos')} boca abajo`,
  whatOwn: '¿Qué muestra tu disco de arriba?',
  whatOther: (p: string) => `¿Qué muestra el disco de arriba de ${p}?`,
  flower: 'Flor',
  skull: 'Calavera',
  whoStarts: '¿Quién empieza esta ronda?',
  abandonedNote: 'Ronda anulada: todos recuperan sus discos y vuelve a empezar quien empezó.',
  winsTitle: (p: string) => `¡${p} gana!`,
  byTwo: 'Dos desafíos superados.',
  byLast: 'Nadie más sigue en la partida.',
  summaryTitle: 'Ronda a ronda',
  playAgain: 'Otra partida con los mismos jugadores',
  toolbar: 'Controles de la partida',
  undo: 'Deshacer',
  redo: 'Rehacer',
  history: 'Historial',
  historyTitle: 'Historial',
  historyEmpty: 'Todavía no ha pasado nada.',
  backToTable: 'Volver a la mesa',
  abandon: 'Anular la ronda',
  abandonHint:
    'Si un disco enseñado sin querer estropea la ronda, los jugadores pueden acordar anularla: todos recuperan sus discos, nadie gana un punto ni pierde un disco, y vuelve a empezar quien empezó.',
  saved: 'Guardada en este dispositivo',
  saving: 'Guardando…',
  memory: 'No se guarda en este dispositivo',
  readonly: 'Cambiada en otra pestaña: solo lectura',
  helpPlacing:
    'Cada jugador que sigue en la partida pone un disco boca abajo en su tapete. Quien empieza lo pone en último lugar y luego comienza su turno.',
  helpAdding:
    'En tu turno, añade un disco de tu mano encima de tu pila o abre las apuestas con un número de flores, de 1 al total de la mesa.',
  helpBidding:
    'Por turnos, cada jugador sube a un número mayor o pasa y ya no apuesta en esta ronda; la pila de quien pasa sigue en la mesa y se puede descubrir. Una apuesta igual al total de la mesa empieza el desafío al instante.',
  helpChallenge:
    'El retador descubre uno a uno los discos de su propia pila, de arriba abajo, y solo cuando está toda descubierta, el disco de arriba de cualquier otra pila. Una calavera acaba el desafío: fallido. En cuanto las flores descubiertas llegan a la apuesta, aunque sea dentro de su propia pila, el desafío está superado y no se descubre ningún disco más.',
  helpOutcomes:
    'Un desafío superado da un punto: el retador gira su tapete y muestra el lado de la flor; con el segundo punto gana la partida. Un desafío fallido le cuesta un disco: si es su propia calavera, elige cuál; si es la de otro jugador, mezcla todos sus discos boca abajo y el dueño de la calavera roba uno sin mirar. Si tiene el disco de Última oportunidad, lo pierde junto con su último disco y queda fuera de la partida.',
  helpNextRound:
    'Quién empieza la ronda: el retador de la ronda anterior si sigue en la partida; si lo echó la calavera de otro jugador, el dueño de esa calavera; si lo echó su propia calavera, como aquí, elige a cualquier jugador que siga en la partida.',
  helpEnd: 'Se gana con dos desafíos superados o siendo el último jugador que queda en la partida.',
};
