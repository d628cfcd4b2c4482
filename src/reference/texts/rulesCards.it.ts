import type { en } from './rulesCards.en';
import { cardTableLines } from './variants.it';

// R3: i testi delle regole per un tavolo che gioca con le carte, sotto la chiave della loro sezione. One line is one
// block (see blocks.ts).
export const it: typeof en = {
  quickBody: [
    'Vinci due sfide, o resta in gioco quando tutti gli altri ne sono fuori. Ogni giocatore ha quattro carte: tre fiori (carte numerate) e un teschio (una figura).',
    '1. Ognuno mette una carta coperta davanti a sé: la sua pila; chi inizia la mette alla fine.',
    '2. Poi, in senso orario a partire da chi inizia, ogni giocatore aggiunge una carta in cima alla sua pila oppure apre le puntate.',
    '3. Puntare significa dire quanti fiori puoi girare: da 1 al numero di carte sul tavolo, cioè in tutte le pile. Dopo la prima puntata nessuno aggiunge più carte.',
    '4. In senso orario, ogni giocatore rilancia o passa. Chi passa è fuori dalle puntate fino alla fine del round, ma la sua pila resta sul tavolo e si può ancora girare.',
    '5. Chi ha puntato di più è lo sfidante: gira la carta in cima alla sua pila, poi la successiva, e solo quando la sua pila è tutta scoperta le carte in cima alle altre pile. Si ferma al primo teschio, o appena ci sono abbastanza fiori scoperti.',
    '6. Abbastanza fiori: sfida vinta, e l’app la conta. Un teschio: lo sfidante perde una carta. Chi resta senza carte è fuori gioco.',
  ].join('\n'),

  setupBody: [
    'Da tre a sei giocatori siedono attorno al tavolo (con un mazzo da skat, al massimo cinque), e si gioca sempre in senso orario.',
    'Ogni giocatore prende quattro carte dello stesso mazzo: tre carte numerate come fiori e una figura come teschio (quali, mazzo per mazzo, lo dice la sezione «La versione da viaggio»). Tieni le tue carte in modo che nessun altro ne veda le facce. All’inizio nessuno ha sfide vinte: le conta l’app, e il foglio è facoltativo.',
    'Si decide insieme chi inizia il primo round. Il regolamento suggerisce di far iniziare chi ha regalato dei fiori più di recente; l’app può anche sorteggiare un posto.',
    'La versione da viaggio si sceglie prima della partita, come ogni variante, e non si può cambiare a partita iniziata. Ultima possibilità non si usa con le carte.',
  ].join('\n'),

  placingTitle: 'Si mette una carta a testa',
  placingBody: [
    'Ogni round comincia allo stesso modo: ogni giocatore ancora in gioco mette una carta della sua mano, coperta, davanti a sé. Così comincia la sua pila.',
    'Chi inizia mette la sua alla fine. Nessuno aggiunge carte o punta prima che ognuno abbia messo la sua carta.',
    'Le carte si impilano una sull’altra, così ogni giocatore ha una pila: la prima carta in fondo, l’ultima in cima. Tieni le carte leggermente sfalsate, così tutti possono contarle, e non riordinare mai una pila dopo averci messo le carte.',
    'L’app chiede solo se tutti hanno messo la carta. Non chiede mai quale carta abbia scelto qualcuno.',
  ].join('\n'),

  addingTitle: 'Aggiungere una carta o aprire le puntate',
  addingBody: [
    'Poi si gioca a turno in senso orario, a partire da chi inizia e saltando chi è fuori gioco. Al tuo turno fai una di queste due cose:',
    '- aggiungi una carta della tua mano, coperta, in cima alla tua pila;',
    '- apri le puntate annunciando un numero (vedi «Le puntate»).',
    'La tua mano è fatta di tutte le tue carte che non sono nella tua pila. Con la mano vuota devi aprire le puntate.',
    'Puoi aprire le puntate già al tuo primo turno, con una sola carta nella tua pila.',
  ].join('\n'),

  biddingBody: [
    'Una puntata è il numero di fiori che dici di poter girare. È un numero intero da 1 al numero di carte sul tavolo, cioè in tutte le pile in quel momento.',
    'Appena qualcuno punta, nessuno aggiunge più carte fino alla fine del round.',
    'In senso orario a partire dal giocatore dopo l’ultimo che ha puntato, ogni giocatore ancora nelle puntate rilancia o passa:',
    '- **Rilanciare**: di’ un numero più alto qualsiasi, fino al numero di carte sul tavolo. Puoi saltare dei numeri, per esempio da 2 direttamente a 5. Lo stesso numero o uno più basso non è un rilancio.',
    '- **Passare**: sei fuori dalle puntate per questo round e non puoi rientrare. Di’ «passo» ad alta voce, così tutti lo sanno. La tua pila resta sul tavolo, e lo sfidante può comunque girarla.',
    'Le puntate finiscono quando tutti gli altri hanno passato, oppure subito quando una puntata è pari al numero di carte sul tavolo, perché nessuno può andare oltre.',
    'Chi ha puntato di più diventa lo sfidante e non può tirarsi indietro.',
  ].join('\n'),

  challengeBody: [
    'Gira solo lo sfidante, una carta alla volta.',
    '1. Prima la sua pila, dall’alto verso il basso. Se i fiori girati raggiungono la puntata, la sfida si ferma lì, anche se nella sua pila restano carte coperte.',
    '2. Solo quando la sua pila è tutta scoperta, la carta coperta in cima a una qualsiasi altra pila, anche di chi ha passato. Sceglie una pila per ogni carta e può cambiare pila quando vuole.',
    'Una carta che sta sotto una carta coperta non si gira mai.',
    'La sfida si ferma appena compare un teschio: è persa. Si ferma anche appena i fiori girati raggiungono la puntata: è vinta. Così una puntata bassa si può vincere già nella pila dello sfidante.',
    'Quando la sfida si è fermata, nessuno gira altre carte.',
  ].join('\n'),

  outcomesBody: [
    '**Sfida vinta**: l’app la conta per lo sfidante (se vuoi, annotala anche su un foglio). Con la seconda, lo sfidante vince subito la partita.',
    '**Sfida persa sul teschio di un altro**: lo sfidante raccoglie tutte le sue carte, quelle della pila e quelle in mano, e le mescola coperte. Il proprietario di quel teschio ne pesca una senza guardarla e la mette coperta sulla pila degli scarti.',
    '**Sfida persa sul proprio teschio**: lo sfidante sceglie in segreto una delle sue carte e la mette coperta sulla pila degli scarti.',
    'In entrambi i casi lo sfidante ha una carta in meno, e nessun altro perde carte. Una carta persa può guardarla solo il suo proprietario, e non torna più in questa partita. L’app non registra mai se era un fiore o il teschio.',
    'Dopo una sfida persa, chi vuole può mostrare le proprie carte. Non cambia niente, e l’app non registra niente.',
    'Una sfida persa non cancella mai una sfida vinta.',
    'Chi resta senza carte è fuori gioco. Se resta in gioco un solo giocatore, vince subito, qualunque sia il numero delle sue sfide vinte.',
  ].join('\n'),

  nextRoundBody: [
    'Ognuno riprende in mano le carte della propria pila. Le carte sulla pila degli scarti ci restano.',
    'Chi inizia il round successivo:',
    '- lo sfidante, se è ancora in gioco, che abbia vinto o perso la sfida;',
    '- se lo sfidante è finito fuori gioco per il teschio di un altro, il proprietario di quel teschio;',
    '- se lo sfidante si è messo fuori gioco col proprio teschio, sceglie lui chi inizia tra i giocatori ancora in gioco.',
    'Il nuovo round comincia come sempre mettendo una carta a testa.',
  ].join('\n'),

  lastChanceBody: [
    'Ultima possibilità è una variante ufficiale e facoltativa, ma non per le carte: un tavolo che gioca con la versione da viaggio ne fa a meno.',
  ].join('\n'),

  travelSetBody: [
    'Questa partita si gioca con un mazzo di carte da gioco, purché tutti i dorsi siano uguali.',
    '- Ogni giocatore prende tre carte numerate come fiori e una figura come teschio. Non contano i semi, né quali numeri, né quale figura, e ognuno può guardare la propria mano per controllarla.',
    '- Ognuno mette le sue carte coperte davanti a sé, una sull’altra: la sua pila. Lo sfidante gira la carta in cima a una pila.',
    '- L’app conta le sfide vinte; il foglio è facoltativo.',
    ...cardTableLines,
  ].join('\n'),

  mistakesBody: [
    '- **Prima la propria pila.** Lo sfidante gira la sua pila dall’alto e non tocca nessun’altra pila finché nella sua resta una carta coperta. Se raggiunge la puntata dentro la sua pila, la sfida si ferma lì: il resto della pila non si gira.',
    '- **Chi passa resta in gioco con la sua pila.** Chi ha passato è fuori solo dalle puntate: lo sfidante può comunque girare le sue carte.',
    '- **Solo lo sfidante perde una carta.** Il proprietario del teschio che ha fermato la sfida non perde niente. Sul teschio di un altro, è quel giocatore a pescare la carta persa tra tutte le carte dello sfidante; sul proprio teschio, la sceglie lo sfidante.',
    '- **Dopo la fine della sfida nessuno gira più.** Appena compare un teschio o la puntata è raggiunta, lo sfidante non gira altre carte. Dopo una sfida persa, chi vuole può mostrare le proprie carte: non cambia niente, e l’app non registra niente.',
    '- **Una carta persa la vede solo il suo proprietario.** Va coperta sulla pila degli scarti, solo il suo proprietario può guardarla, e l’app non chiede mai che cosa fosse.',
    '- **Lo stesso numero non è un rilancio.** Di’ un numero più alto o passa. L’app rifiuta una puntata uguale o più bassa.',
    '- **Solo le carte in cima.** Lo sfidante gira la carta coperta in cima a una pila, mai una che sta sotto.',
    '**Regole della casa.** Non sono regole stampate: sono ciò che questa app propone al tavolo quando qualcosa va storto.',
    '- **Una carta mostrata per sbaglio.** Si può interrompere il round: ognuno riprende le sue carte, nessuno vince una sfida né perde una carta, e lo stesso giocatore ricomincia il round.',
    '- **Una puntata fuori limite.** Una puntata non più alta di quella attuale, o più alta del numero di carte sul tavolo, la corregge lo stesso giocatore prima che tocchi al successivo. L’app propone solo puntate nei limiti.',
    '- **Un tocco sbagliato.** Annullalo nell’app, passo dopo passo fino all’inizio della partita se serve, e ripeti ciò che hai annullato.',
  ].join('\n'),

  examplesBody: [
    'Tre brevi round ai limiti delle regole, con Nadia, Omar, Lou e Sami seduti in senso orario.',
    '**Una sfida vinta nella propria pila.** Omar ha tre carte nella sua pila, punta 2 e tutti gli altri passano. La sua carta in cima è un fiore, anche la successiva: la puntata è raggiunta e la sfida si ferma, con la sua ultima carta ancora coperta. Omar vince la sfida e inizia il round successivo.',
    '**Una sfida persa sul proprio teschio.** Lou punta 3 con due carte nella sua pila: un fiore, poi il suo teschio. Sceglie in segreto una delle sue carte e la mette coperta sulla pila degli scarti; ora ne ha tre, e inizia il round successivo.',
    '**Un giocatore fuori gioco, e chi inizia dopo.** Sami ha una sola carta. Punta 2, gira il suo fiore, poi la carta in cima alla pila di Nadia: un teschio. La sua ultima carta va sulla pila degli scarti e Sami è fuori gioco; Nadia, il cui teschio l’ha fermato, inizia il round successivo. Se il teschio fosse stato il suo, Sami avrebbe scelto lui chi inizia.',
    'Il round di prova, nella sezione successiva, ti fa giocare un round così nell’app.',
  ].join('\n'),

  practiceBody: [
    'Un round di prova si gioca solo per imparare: non fa vincere sfide e non toglie carte. In questo, quattro giocatori siedono in senso orario: Nadia, che inizia, poi Omar, Lou e Sami.',
    '1. **Si mettono le carte.** Omar, Lou e Sami mettono ciascuno una carta coperta davanti a sé; Nadia, che inizia, mette la sua alla fine. Sul tavolo ci sono 4 carte.',
    '2. **Si aggiungono carte.** Nadia aggiunge una seconda carta: ora le carte sul tavolo sono 5. Omar, con una sola carta nella sua pila, apre le puntate a 2. Da lì nessuno aggiunge più carte.',
    '3. **Le puntate.** Lou passa. Sami rilancia a 4. Nadia passa, poi passa Omar. Sami è lo sfidante, e servono 4 fiori.',
    '4. **La sua pila.** Sami gira la sua unica carta: un fiore (1 su 4).',
    '5. **Le altre pile.** Gira la carta in cima alla pila di Nadia: un fiore (2). Lou ha passato, ma la sua pila è ancora in gioco: la sua carta è un fiore (3). Poi l’ultima carta di Nadia: un teschio. La sfida si ferma lì: è persa.',
    '6. **L’esito.** In una partita vera Sami raccoglierebbe le sue quattro carte, quelle della pila e quelle in mano, e le mescolerebbe coperte; Nadia ne pescherebbe una alla cieca per la pila degli scarti, e Sami inizierebbe il round successivo. Nel round di prova sulla pila degli scarti non va niente.',
    'Giocane uno con i tuoi giocatori nell’app:',
  ].join('\n'),
};
