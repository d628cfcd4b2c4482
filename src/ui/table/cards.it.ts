import { plural } from '../../i18n';
import type { en } from './cards.en';

const carte = (n: number) => `${n} ${plural('it', n, 'carta', 'carte')}`;

export const it: typeof en = {
  placeInstruction: (p: string) => `Ognuno mette una carta coperta: ${p} la mette alla fine.`,
  placedButton: 'Tutti hanno messo la carta',
  addDisc: 'Aggiungi una carta',
  emptyHand: (p: string) => `${p} non ha più carte in mano, quindi deve aprire le puntate.`,
  addingHint: (p: string) =>
    `${p}: aggiungi una carta sulla tua pila, o apri le puntate dicendo quanti fiori puoi girare.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} punta ${n}: tutte le carte sul tavolo. Nessuno può rilanciare: la sfida comincia subito.`,
  flipOwnFirst: (bid: number) =>
    `Gira la carta in cima alla tua pila; fermati appena ${plural('it', bid, 'si vede', 'si vedono')} ${bid} ${plural('it', bid, 'fiore', 'fiori')}.`,
  chooseOpponent: 'Scegli la carta in cima alla pila di un avversario',
  stackOption: (p: string, n: number) => `Pila di ${p}: ${plural('it', n, `${n} carta coperta`, `${n} carte coperte`)}`,
  whatOwn: 'Che cosa mostra la carta in cima alla tua pila?',
  whatOther: (p: string) => `Che cosa mostra la carta in cima alla pila di ${p}?`,
  abandonedNote: 'Il round è stato interrotto: ognuno riprende le sue carte e ricomincia lo stesso giocatore.',
  abandonHint:
    'Se una carta mostrata per sbaglio rovina il round, i giocatori possono accordarsi per interromperlo: ognuno riprende le sue carte, nessuno vince una sfida né perde una carta, e ricomincia lo stesso giocatore.',
  helpPlacing:
    'Ogni giocatore ancora in gioco mette una carta coperta davanti a sé: la sua pila. Chi inizia la mette alla fine, poi comincia il suo turno.',
  helpAdding:
    'Al tuo turno aggiungi una carta dalla mano in cima alla tua pila, o apri le puntate con un numero di fiori da 1 fino al numero di carte sul tavolo.',
  helpBidding:
    'A turno, ogni giocatore rilancia a un numero più alto o passa per il resto del round; la pila di chi passa resta sul tavolo e si può ancora girare. Quando tutti gli altri hanno passato, chi ha puntato di più diventa lo sfidante; una puntata pari al numero di carte sul tavolo fa partire subito la sfida.',
  helpChallenge:
    'Lo sfidante gira una alla volta le carte della propria pila, dall’alto, e solo quando è tutta scoperta la carta coperta in cima a un’altra pila qualsiasi. Un teschio chiude la sfida: è persa. Appena i fiori girati raggiungono la puntata, anche dentro la sua pila, la sfida è vinta e non si gira più nessuna carta.',
  helpOutcomes:
    'Ogni sfida vinta la conta l’app (se tieni un foglio, annotala anche lì, accanto al nome dello sfidante); con la seconda si vince la partita. Una sfida persa costa una carta, coperta sulla pila degli scarti: sul proprio teschio la sceglie lo sfidante; sul teschio di un altro, lo sfidante mescola coperte tutte le carte che gli restano, pila e mano, e il proprietario del teschio ne pesca una senza guardarla.',
  startsChallenge: 'tutte le carte: la sfida comincia subito',
  discs: (mat: number, hand: number, lost: number) =>
    `${mat} nella pila, ${hand} in mano${lost > 0 ? `, ${lost} ${plural('it', lost, 'persa', 'perse')}` : ''}`,
  stacksTitle: 'Pile',
  ownStack: (n: number) => `la tua pila: ${n} ${plural('it', n, 'coperta', 'coperte')}`,
  locked: 'bloccata finché non hai girato la tua pila',
  standingIn: (successes: number, discs: number) =>
    `${successes > 0 ? `${successes} ${plural('it', successes, 'sfida vinta', 'sfide vinte')}, ` : ''}${discs} ${plural('it', discs, 'carta rimasta', 'carte rimaste')}`,
  placed: (starter: string) => `Ognuno mette una carta coperta; ${starter} la mette alla fine.`,
  added: (p: string, stack: number) => `${p} aggiunge una carta (${carte(stack)} nella pila).`,
  bidAll: (p: string, n: number) => `${p} punta ${n}, tutte le carte sul tavolo: la sfida comincia subito.`,
  flipOwnFlower: (p: string, shown: number, bid: number) =>
    `${p} gira una carta della propria pila: un fiore (${shown} su ${bid}).`,
  flipOwnSkull: (p: string) => `${p} gira una carta della propria pila: un teschio!`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} gira la carta in cima alla pila di ${owner}: un fiore (${shown} su ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} gira la carta in cima alla pila di ${owner}: un teschio!`,
  abandoned: 'Il round è interrotto: ognuno riprende le sue carte e ricomincia lo stesso giocatore.',
  success: (p: string) => `Sfida vinta per ${p}! (Se tieni un foglio, annotala lì.)`,
  failRandom: (owner: string, p: string) =>
    `${p} mescola coperte tutte le carte che ha ancora, pila e mano. ${owner} ne pesca una senza guardare e la mette coperta sulla pila degli scarti.`,
  failChoice: (p: string) => `${p} sceglie in segreto una delle sue carte e la mette coperta sulla pila degli scarti.`,
  lastDiscGone: (p: string) => `${p} mette la sua ultima carta, coperta, sulla pila degli scarti.`,
  eliminated: (p: string) => `${p} è fuori gioco: non ha più carte.`,
  takeBack: 'Ognuno riprende in mano le carte della propria pila.',
  cardFlower: 'carta numerata',
  cardSkull: 'figura',
  dealTitle: 'Distribuisci le carte',
  dealFlowersStandard: 'Dal mazzo francese da 52 carte, ognuno prende tre carte numerate, dal 2 al 10: i suoi fiori.',
  dealSkullStandard: 'E un fante, una donna o un re: il suo teschio. Assi e jolly non servono.',
  dealFlowersSpanish: 'Dal mazzo spagnolo da 40 carte, ognuno prende tre carte dall’asso (1) al 7: i suoi fiori.',
  dealSkullSpanish: 'E una sota, un caballo o un rey (numerati 10, 11 e 12): il suo teschio.',
  dealFlowersItalian:
    'Dal mazzo regionale italiano da 40 carte, ognuno prende tre carte dall’asso (1) al 7: i suoi fiori.',
  dealSkullItalian: 'E un fante, un cavallo o un re (in molti mazzi l’8, il 9 e il 10): il suo teschio.',
  dealFlowersSkat: 'Dal mazzo da skat (32 carte), ognuno prende tre carte numerate, dal 7 al 10: i suoi fiori.',
  dealSkullSkat: 'E un fante, una donna o un re: il suo teschio. Gli assi non servono.',
  dealCheck: 'Guarda la tua mano senza mostrarla: tre fiori e un teschio.',
  dealPaper: 'Le sfide vinte le conta l’app; un foglio con tutti i nomi è facoltativo.',
  dealSame: 'Le stesse carte della partita precedente: ognuno riprende i suoi tre fiori e il suo teschio.',
  dealAllSteps: 'Mostra tutti i passaggi',
  dealRules: 'La versione da viaggio nelle regole',
  dealDone: 'Le carte sono distribuite',
};
