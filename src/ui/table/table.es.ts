import { plural } from '../../i18n';
import type { en } from './table.en';

export const es: typeof en = {
  loading: 'Abriendo la partida…',
  notFound: 'Esta partida no está guardada en este dispositivo.',
  round: (n: number) => `Ronda ${n}`,
  turnLabel: 'Le toca a',
  challengerLabel: 'Desafío de',
  starterLabel: 'Empieza esta ronda',
  chooserLabel: 'Elige quién empieza',
  seatsTitle: 'Jugadores',
  placeInstruction: (p: string) => `Todos ponen un disco boca abajo; ${p} lo pone al final.`,
  placedButton: 'Todos han puesto su disco',
  addDisc: 'Añadir disco',
  emptyHand: (p: string) => `${p} no tiene discos en la mano, así que debe abrir las apuestas.`,
  openBid: 'Apostar…',
  bidPrompt: '¿Cuántas flores?',
  raisePrompt: 'Subir a',
  bidOption: (n: number) => `Apostar ${n}`,
  cancel: 'Cancelar',
  pass: 'Pasar',
  addingHint: (p: string) =>
    `${p}: añade un disco encima de tu pila o abre las apuestas diciendo cuántas flores puedes descubrir.`,
  biddingHint: (p: string, n: number) =>
    `${p}: sube por encima de ${n} o pasa; quien pasa ya no apuesta en esta ronda.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} apuesta ${n}: todos los discos de la mesa. Nadie puede subir, así que el desafío empieza ya.`,
  flipOwnFirst: (bid: number) =>
    `Descubre el disco de arriba de tu pila; detente en cuanto ${plural('es', bid, 'se vea', 'se vean')} ${bid} ${plural('es', bid, 'flor', 'flores')}.`,
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
  // What the save line says when the game cannot be saved, by the session's SaveWarning code.
  warningUnavailable:
    'Este navegador no deja que la app guarde partidas aquí (¿navegación privada?). La partida sigue, pero solo mientras esta página siga abierta: expórtala para conservarla.',
  warningQuota:
    'El dispositivo se ha quedado sin espacio, así que esta partida no se está guardando. Sigue en esta página; libera espacio o expórtala para conservarla.',
  warningClosed:
    'El navegador ha dejado de guardar partidas. Esta partida sigue en esta página, pero no se guarda: expórtala para conservarla.',
  warningReadOnly:
    'Esta partida se ha cambiado en otra pestaña, así que esta pestaña es ahora de solo lectura. Recarga la página para seguir con las últimas jugadas.',
  helpPlacing:
    'Cada jugador que sigue en la partida pone un disco boca abajo en su tapete. Quien empieza lo pone al final y luego comienza su turno.',
  helpAdding:
    'En tu turno, añade un disco de tu mano encima de tu pila o abre las apuestas con un número de flores, de 1 al total de la mesa.',
  helpBidding:
    'Por turnos, cada jugador sube a un número mayor o pasa y ya no apuesta en esta ronda; la pila de quien pasa sigue en la mesa y se puede descubrir. Una apuesta igual al total de la mesa empieza el desafío al instante.',
  helpChallenge:
    'El retador descubre uno a uno los discos de su propia pila, de arriba abajo, y solo cuando está toda descubierta, el disco de arriba de cualquier otra pila. Una calavera acaba el desafío: fallido. En cuanto las flores descubiertas llegan a la apuesta, aunque sea dentro de su propia pila, el desafío está superado y no se descubre ningún disco más.',
  helpOutcomes:
    'Un desafío superado da un punto: el retador gira su tapete y muestra el lado de la flor; con el segundo punto gana la partida. Un desafío fallido le cuesta un disco: si es su propia calavera, elige cuál; si es la de otro jugador, mezcla todos sus discos boca abajo y el dueño de la calavera roba uno sin mirar. Si falla en la ronda en que tiene el disco de Última oportunidad, lo pierde junto con su último disco y queda fuera de la partida.',
  helpNextRound:
    'Quién empieza la ronda: el retador de la ronda anterior si sigue en la partida; si lo echó la calavera de otro jugador, el dueño de esa calavera; si lo echó su propia calavera, como aquí, elige a cualquier jugador que siga en la partida.',
  helpEnd: 'Se gana con dos desafíos superados o siendo el último jugador que queda en la partida.',
  // The display around the controls: the bar, the menu, the chips, the game over.
  menu: 'Menú',
  close: 'Cerrar',
  roundSummary: 'Ronda a ronda',
  scoreboard: 'Puntuaciones',
  controls: 'Tu jugada',
  bidShort: 'Apuesta',
  tableShort: 'Mesa',
  noBid: 'sin apuesta',
  raiseTo: (n: number) => `Subir a ${n}`,
  otherAmount: 'Otra cantidad…',
  startsChallenge: 'todos los discos: el desafío empieza al instante',
  allMark: 'todos',
  discs: (mat: number, hand: number, lost: number) =>
    `${mat} en el tapete, ${hand} en la mano${lost > 0 ? `, ${lost} ${plural('es', lost, 'perdido', 'perdidos')}` : ''}`,
  lastChanceDisc: 'entre ellos el disco de Última oportunidad',
  successes: (n: number) => `${n} ${plural('es', n, 'punto', 'puntos')}`,
  // Short roles: a chip at 360 px leaves about six letters beside the discs.
  roleTurn: 'juega',
  roleBid: 'lidera',
  rolePassed: 'pasó',
  roleChallenger: 'reta',
  roleOut: 'fuera',
  roleStarter: 'pone al final',
  stacksTitle: 'Pilas',
  ownStack: (n: number) => `tu pila: ${n} boca abajo`,
  locked: 'bloqueada hasta acabar tu propia pila',
  continue: 'Continuar',
  toastUndone: (what: string) => `Deshecho: ${what}`,
  redoThat: 'Rehacer',
  abandonTitle: '¿Anular esta ronda?',
  abandonYes: 'Anular la ronda',
  abandonNo: 'Seguir jugando',
  fullName: (name: string, discs: string) => `${name}: ${discs}`,
  flat: 'Plano sobre la mesa',
  flatHint: 'Cada jugador lee la pantalla desde su lado; las puntuaciones salen dos veces.',
  turn180: 'Girar 180°',
  edgeOf: (name: string, edge: 'near' | 'far' | 'left' | 'right') =>
    `${name}: ${{ near: 'lado cercano', far: 'lado opuesto', left: 'lado izquierdo', right: 'lado derecho' }[edge]}. Toca para cambiar`,
  edgesTitle: 'Quién se sienta dónde',
  standings: 'Clasificación',
  share: 'Compartir',
  rounds: (n: number) => `${n} ${plural('es', n, 'ronda', 'rondas')}`,
  duration: (minutes: number) =>
    minutes < 1 ? '< 1 min' : minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`,
  standingIn: (successes: number, discs: number) =>
    `${successes > 0 ? `${successes} ${plural('es', successes, 'punto', 'puntos')}, ` : ''}${discs} ${plural('es', discs, 'disco', 'discos')} en juego`,
  standingOut: (round: number) => `fuera de la partida en la ronda ${round}`,
  // The history and what is announced: one sentence per action (the history view, the live region, the summary).
  placed: (starter: string) => `Todos ponen un disco boca abajo; ${starter} lo pone al final.`,
  added: (p: string, stack: number) =>
    `${p} añade un disco (${stack} ${plural('es', stack, 'disco', 'discos')} en el tapete).`,
  bid: (p: string, n: number) => `${p} apuesta ${n}.`,
  bidAll: (p: string, n: number) => `${p} apuesta ${n}, todos los discos de la mesa: el desafío empieza al instante.`,
  passed: (p: string) => `${p} pasa.`,
  flipOwnFlower: (p: string, shown: number, bid: number) =>
    `${p} descubre un disco suyo: una flor (${shown} de ${bid}).`,
  flipOwnSkull: (p: string) => `${p} descubre un disco suyo: ¡una calavera!`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} descubre un disco de ${owner}: una flor (${shown} de ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} descubre un disco de ${owner}: ¡una calavera!`,
  chose: (p: string, q: string) => `${p} elige a ${q} para empezar esta ronda.`,
  abandoned: 'Se anula la ronda: todos recuperan sus discos y vuelve a empezar el mismo jugador.',
  success: (p: string) => `¡Desafío superado! ${p} gira su tapete y muestra el lado de la flor.`,
  successWin: (p: string) => `¡Desafío superado! ${p} tiene dos puntos y gana la partida.`,
  failRandom: (owner: string, p: string) =>
    `${p} reúne todos sus discos, los del tapete y los de la mano, y los mezcla boca abajo. ${owner} roba uno sin mirar y lo devuelve a la caja.`,
  failChoice: (p: string) => `${p} elige en secreto uno de sus discos y lo devuelve a la caja, boca abajo.`,
  lostLastChance: (p: string) => `${p} devuelve a la caja el disco de Última oportunidad y su último disco.`,
  lastDiscGone: (p: string) => `${p} devuelve a la caja su último disco.`,
  eliminated: (p: string) => `${p} queda fuera de la partida: su tapete sale de la mesa.`,
  gotLastChance: (p: string, round: number) =>
    `A ${p} solo le queda un disco: recibe el disco de Última oportunidad, una flor, solo para la ronda ${round}. Si en esa ronda reta y falla, pierde los dos discos y queda fuera de la partida.`,
  returnLastChance: (p: string) => `${p} devuelve el disco de Última oportunidad.`,
  lastStanding: (p: string) => `${p} gana: nadie más sigue en la partida.`,
  nextStarter: (p: string, round: number) => `${p} empieza la ronda ${round}.`,
  chooseStarter: (p: string, round: number) => `${p} está fuera de la partida y elige quién empieza la ronda ${round}.`,
  takeBack: 'Todos recuperan los discos de su tapete.',
  undone: (s: string) => `Deshecho: ${s}`,
  redone: (s: string) => `Rehecho: ${s}`,
  summaryWon: (p: string, bid: number) => `${p} apostó ${bid} y superó el desafío.`,
  summaryOwnSkull: (p: string, bid: number) => `${p} apostó ${bid} y descubrió su propia calavera.`,
  summarySkull: (p: string, bid: number, owner: string) => `${p} apostó ${bid} y descubrió la calavera de ${owner}.`,
  summaryOut: (p: string) => `${p} queda fuera de la partida.`,
  summaryAbandoned: 'Anulada y repetida.',
  summaryUnfinished: 'Sin terminar.',
  roundHeading: (n: number) => `Ronda ${n}`,
  roundAbandoned: (n: number) => `Ronda ${n} (anulada)`,
};
