import type { en } from './bidding.en';
// The bidding and the challenge. One line is one block (see blocks.ts).
export const it: typeof en = {
  biddingTitle: 'Le puntate',
  biddingBody: [
    'Una puntata è il numero di fiori che dici di poter girare. È un numero intero da 1 al numero di dischi sul tavolo, cioè su tutti i tappetini in quel momento.',
    'Appena qualcuno punta, nessuno aggiunge più dischi fino alla fine del round.',
    'In senso orario a partire dal giocatore dopo l’ultimo che ha puntato, ogni giocatore ancora nelle puntate rilancia o passa:',
    '- **Rilanciare**: di’ un numero più alto qualsiasi, fino al numero di dischi sul tavolo. Puoi saltare dei numeri, per esempio da 2 direttamente a 5. Lo stesso numero o uno più basso non è un rilancio.',
    '- **Passare**: sei fuori dalle puntate per questo round e non puoi rientrare. Sposta un po’ in avanti il tappetino, così tutti vedono che hai passato. La tua pila resta sul tappetino, e lo sfidante può comunque girarla.',
    'Le puntate finiscono quando tutti gli altri hanno passato, oppure subito quando una puntata è pari al numero di dischi sul tavolo, perché nessuno può andare oltre.',
    'Chi ha puntato di più diventa lo sfidante e non può tirarsi indietro.',
  ].join('\n'),

  challengeTitle: 'La sfida',
  challengeBody: [
    'Gira solo lo sfidante, un disco alla volta.',
    '1. Prima la sua pila, dall’alto verso il basso. Se i fiori girati raggiungono la puntata, la sfida si ferma lì, anche se nella sua pila restano dischi coperti.',
    '2. Solo quando la sua pila è tutta scoperta, il disco coperto in cima a una qualsiasi altra pila, anche di chi ha passato. Sceglie una pila per ogni disco e può cambiare pila quando vuole.',
    'Un disco che sta sotto un disco coperto non si gira mai.',
    'La sfida si ferma appena compare un teschio: è persa. Si ferma anche appena i fiori girati raggiungono la puntata: è vinta. Così una puntata bassa si può vincere già nella pila dello sfidante.',
    'Quando la sfida si è fermata, nessuno gira altri dischi.',
  ].join('\n'),
};
