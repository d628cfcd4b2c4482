import type { en } from './variants.en';
// The Last Chance variant and the playing-card travel set. One line is one block (see blocks.ts).
/** The travel set's table rules (passing aloud, the discard pile, which cards are which per deck): the section and
 *  its card twin (rulesCards) say them in the same words. */
export const cardTableLines = [
  '- Quando passi, di’ «passo» ad alta voce.',
  '- Una carta persa va coperta sulla pila degli scarti e ci resta; solo il suo proprietario può guardarla.',
  'Quali carte sono i fiori e quale il teschio dipende dal mazzo:',
  '- **Un mazzo francese (52 carte)**: fiori dal 2 al 10; il teschio è un fante, una donna o un re. Senza assi né jolly.',
  '- **Un mazzo spagnolo (40 carte)**: fiori dall’asso (1) al 7; il teschio è una sota, un caballo o un rey (numerati 10, 11 e 12).',
  '- **Un mazzo regionale italiano (40 carte)**: fiori dall’asso (1) al 7; il teschio è un fante, un cavallo o un re (in molti mazzi l’8, il 9 e il 10).',
  '- **Un mazzo da skat (32 carte)**: fiori dal 7 al 10; il teschio è un fante, una donna o un re. Senza assi, quindi al massimo cinque giocatori.',
  'Tutte le altre regole restano uguali. Ultima possibilità non si usa con le carte.',
];

export const it: typeof en = {
  lastChanceTitle: 'Ultima possibilità (variante)',
  lastChanceBody: [
    'Ultima possibilità è una variante ufficiale e facoltativa, scelta prima dell’inizio della partita. Non si usa con la versione da viaggio.',
    '- Quando una sfida persa lascia lo sfidante con un solo disco, riceve il disco Ultima possibilità, a meno che non l’abbia già ricevuto prima in questa partita. Lo tiene durante il round successivo e non oltre. Tutti sanno che questo disco è un fiore. È anche un rischio: se diventa lo sfidante e perde la sfida, è fuori gioco (vedi sotto).',
    '- Il disco Ultima possibilità è un disco in più nella sua mano per quel round. All’inizio del round mette comunque un solo disco: uno dei suoi due dischi a scelta, compreso il disco Ultima possibilità. L’altro può aggiungerlo più tardi come qualsiasi disco. Su un tappetino conta tra i dischi sul tavolo e si può girare: mostra un fiore.',
    '- Alla fine di quel round il disco Ultima possibilità si restituisce, che sia stato giocato o no. Se il round viene interrotto, chi lo ha lo tiene per il round rigiocato.',
    '- Se in quel round diventa lo sfidante e perde la sfida, perde insieme il disco Ultima possibilità e il suo ultimo disco, ed è fuori gioco. Chi inizia dopo si decide con la regola solita: inizia il proprietario del teschio che l’ha fermato; se era il suo stesso teschio, sceglie lui chi inizia tra i giocatori ancora in gioco.',
    '- Ogni giocatore può ricevere il disco Ultima possibilità al massimo una volta a partita.',
  ].join('\n'),

  travelSetTitle: 'La versione da viaggio: le carte da gioco',
  travelSetBody: [
    'Non hai i dischi con te? Basta un mazzo di carte da gioco, purché tutti i dorsi siano uguali.',
    '- Ogni giocatore prende tre carte numerate come fiori e una figura come teschio. Non contano i semi, né quali numeri, né quale figura, e ognuno può guardare la propria mano per controllarla.',
    '- La pila coperta di ogni giocatore prende il posto del tappetino. Una carta si gioca coperta esattamente come un disco, e lo sfidante gira la carta in cima a una pila.',
    '- Senza tappetino da girare, segna le sfide vinte nell’app, o su un foglio.',
    ...cardTableLines,
  ].join('\n'),
};
