import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { en } from './practice.en';

// Sample names, one per seat, the same as in the rules reference's walk-through.
const NAMES = ['Nadia', 'Omar', 'Lou', 'Sami', 'Yuki', 'Paul'];

export const it: typeof en = {
  title: 'Round di prova',
  back: 'Nuova partita',
  intro: 'Un round giocato solo per imparare. Nessuno vince una sfida, nessuno perde un disco e non si salva niente.',
  equipmentTitle: 'Si prova con',
  equipmentDiscs: 'Dischi e tappetini',
  equipmentCards: 'Un mazzo di carte',
  howMany: 'Quanti giocatori fanno la prova?',
  players: (n: number) => `${n} ${plural('it', n, 'giocatore', 'giocatori')}`,
  seatName: (seat: number) => NAMES[seat] ?? `Giocatore ${seat + 1}`,
  practiseWith: (names: string[]) => `Prova con ${listAnd('it', names)}`,
  fromForm: 'I giocatori inseriti per la nuova partita.',
  fromGame: 'I giocatori della tua ultima partita.',
  guidePlacing: (starter: string) => `Ognuno mette un disco coperto sul suo tappetino; ${starter} lo mette alla fine.`,
  guideAdding: (p: string) =>
    `${p}: aggiungi un disco in cima alla tua pila, o apri le puntate dicendo quanti fiori puoi girare.`,
  guideBidding: (p: string) =>
    `${p}: rilancia a un numero più alto, o passa. Chi passa è fuori dalle puntate di questo round, ma la sua pila resta in gioco.`,
  guideRevealingOwn: (p: string, bid: number) =>
    `${p}: gira il disco in cima alla tua pila. Fermati a un teschio, o appena ${plural('it', bid, 'compare', 'compaiono')} ${bid} ${plural('it', bid, 'fiore', 'fiori')}.`,
  guideOwnStackMayEnd: 'Puoi raggiungere la puntata già nella tua pila: allora il resto rimane coperto.',
  guideRevealingOthers: (p: string, bid: number) =>
    `${p}: la tua pila è tutta scoperta. Gira il disco in cima a un’altra pila qualsiasi, anche di chi ha passato. Fermati a un teschio, o appena ${plural('it', bid, 'compare', 'compaiono')} ${bid} ${plural('it', bid, 'fiore', 'fiori')}.`,
  stepBack: 'Annulla',
  restart: 'Ricomincia',
  endTitle: 'In una partita vera',
  endPracticeTitle: 'In questo round di prova',
  endSuccess: (p: string) =>
    `${p}, rigira il tappetino con il lato fiore in giù: un round di prova non fa vincere sfide.`,
  endFailure: (p: string) => `Nella scatola non va nessun disco: ${p} tiene tutti i suoi dischi.`,
  endNote:
    'Ognuno riprende i dischi del suo tappetino. Non si salva niente: il tavolo qui sotto è com’era prima del round.',
  endTable: 'Il tavolo, invariato',
  again: 'Prova di nuovo',
  realGame: 'Inizia una partita vera',
  /** The name of the practice table's controls, as on the game screen. */
  controls: 'Tocca a te',
};
