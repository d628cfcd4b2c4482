import { plural } from '../../i18n';
import type { en } from './table.en';

export const it: typeof en = {
  loading: 'Apertura della partita…',
  notFound: 'Questa partita non è salvata su questo dispositivo.',
  home: 'Inizio',
  round: (n: number) => `Round ${n}`,
  turnLabel: 'Turno',
  challengerLabel: 'Sfidante',
  starterLabel: 'Inizia questo round',
  chooserLabel: 'Fuori gioco',
  seatsTitle: 'Giocatori',
  placeInstruction: (p: string) => `Ognuno mette un disco coperto sul proprio tappetino: ${p} lo mette alla fine.`,
  placedButton: 'Tutti hanno messo il disco',
  addDisc: 'Aggiungi un disco',
  emptyHand: (p: string) => `${p} non ha più dischi in mano, quindi deve aprire le puntate.`,
  openBid: 'Punta…',
  bidPrompt: 'Quanti fiori?',
  raisePrompt: 'Rilancia a',
  bidOption: (n: number) => `Punta ${n}`,
  cancel: 'Indietro',
  pass: 'Passo',
  addingHint: (p: string) =>
    `${p}: aggiungi un disco sul tuo tappetino, o apri le puntate dicendo quanti fiori riesci a girare.`,
  biddingHint: (p: string, n: number) => `${p}: rilancia oltre ${n}, o passa fino a fine round.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} punta ${n}: tutti i dischi sul tavolo. Nessuno può rilanciare, la sfida comincia subito.`,
  flipOwnFirst: (bid: number) =>
    `Gira il disco in cima alla tua pila; fermati appena ${plural('it', bid, 'si vede', 'si vedono')} ${bid} ${plural('it', bid, 'fiore', 'fiori')}.`,
  chooseOpponent: 'Scegli il disco in cima alla pila di un avversario',
  flowersCount: (shown: number, bid: number) => `Fiori: ${shown} su ${bid}`,
  stackOption: (p: string, n: number) => `${p}: ${n} ${plural('it', n, 'disco coperto', 'dischi coperti')}`,
  whatOwn: 'Che cosa mostra il disco in cima alla tua pila?',
  whatOther: (p: string) => `Che cosa mostra il disco in cima alla pila di ${p}?`,
  flower: 'Fiore',
  skull: 'Teschio',
  whoStarts: 'Chi inizia questo round?',
  abandonedNote: 'Il round è stato interrotto: ognuno riprende i suoi dischi e inizia di nuovo lo stesso giocatore.',
  winsTitle: (p: string) => `Vince ${p}!`,
  byTwo: 'Due sfide vinte.',
  byLast: 'Nessun altro è rimasto in gioco.',
  summaryTitle: 'Round per round',
  playAgain: 'Un’altra partita con gli stessi giocatori',
  toolbar: 'Comandi della partita',
  undo: 'Annulla',
  redo: 'Ripeti',
  history: 'Cronologia',
  historyTitle: 'Cronologia',
  historyEmpty: 'Non è ancora successo nulla.',
  backToTable: 'Torna al tavolo',
  abandon: 'Interrompi il round',
  abandonHint:
    'Se un disco mostrato per sbaglio rovina il round, i giocatori possono accordarsi per interromperlo: ognuno riprende i suoi dischi, nessuno vince una sfida né perde un disco, e inizia di nuovo lo stesso giocatore.',
  saved: 'Salvata su questo dispositivo',
  saving: 'Salvataggio…',
  memory: 'Non salvata su questo dispositivo',
  readonly: 'Modificata in un’altra scheda: sola lettura',
  helpPlacing:
    'Ogni giocatore ancora in gioco mette un disco coperto sul suo tappetino. Chi inizia lo mette alla fine, poi comincia il suo turno.',
  helpAdding:
    'Al tuo turno aggiungi un disco dalla mano in cima alla tua pila, oppure apri le puntate con un numero di fiori da 1 al totale del tavolo.',
  helpBidding:
    'A turno, ogni giocatore rilancia a un numero più alto o passa per il resto del round; la pila di chi passa resta sul tavolo e si può ancora girare. Una puntata pari al totale del tavolo fa partire subito la sfida.',
  helpChallenge:
    'Lo sfidante gira uno alla volta i dischi della propria pila, dall’alto, e solo quando è tutta scoperta il disco coperto in cima a un’altra pila qualsiasi. Un teschio chiude la sfida: persa. Appena i fiori girati raggiungono la puntata, anche dentro la sua pila, la sfida è vinta e non si gira più nessun disco.',
  helpOutcomes:
    'Con una sfida vinta lo sfidante gira il suo tappetino sul lato fiore; con la seconda vince la partita. Una sfida persa costa un disco: sul proprio teschio lo sceglie lo sfidante; sul teschio di un altro, lo sfidante mescola tutti i suoi dischi coperti e il padrone del teschio ne pesca uno alla cieca. Se ha il disco Ultima possibilità, lo perde insieme al suo ultimo disco ed è fuori gioco.',
  helpNextRound:
    'Chi inizia un round: lo sfidante del round precedente, se è ancora in gioco; se l’ha messo fuori gioco il teschio di un altro, il padrone di quel teschio; se si è messo fuori gioco col proprio teschio, come qui, sceglie lui un giocatore ancora in gioco.',
  helpEnd: 'Si vince con due sfide vinte, oppure restando l’ultimo giocatore in gioco.',
};
