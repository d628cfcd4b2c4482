import type { en } from './basics.en';
// The quick version and the start of a round. One line is one block (see blocks.ts).
export const it: typeof en = {
  quickTitle: 'Le regole in una schermata',
  quickBody: [
    'Vinci due sfide, o resta in gioco quando tutti gli altri ne sono fuori. Ogni giocatore ha un tappetino e quattro dischi: tre fiori e un teschio.',
    '1. Ognuno mette un disco coperto sul proprio tappetino; chi inizia lo mette alla fine.',
    '2. Poi, in senso orario a partire da chi inizia, ogni giocatore aggiunge un disco in cima alla sua pila oppure apre le puntate.',
    '3. Puntare significa dire quanti fiori puoi girare: da 1 al numero di dischi sul tavolo, cioè su tutti i tappetini. Dopo la prima puntata nessuno aggiunge più dischi.',
    '4. In senso orario, ogni giocatore rilancia o passa. Chi passa è fuori dalle puntate fino alla fine del round, ma la sua pila resta sul tappetino e si può ancora girare.',
    '5. Chi ha puntato di più è lo sfidante: gira il disco in cima alla sua pila, poi il successivo, e solo quando la sua pila è tutta scoperta i dischi in cima alle altre pile. Si ferma al primo teschio, o appena ci sono abbastanza fiori scoperti.',
    '6. Abbastanza fiori: sfida vinta, e il tappetino si gira sul lato fiore. Un teschio: lo sfidante perde un disco. Chi resta senza dischi è fuori gioco.',
  ].join('\n'),

  setupTitle: 'Preparazione',
  setupBody: [
    'Da tre a sei giocatori siedono attorno al tavolo, e si gioca sempre in senso orario.',
    'Ogni giocatore prende un tappetino, con il lato fiore in giù, e quattro dischi dello stesso colore: tre fiori e un teschio. Tieni i tuoi dischi in modo che nessun altro ne veda le facce. All’inizio nessuno ha sfide vinte.',
    'Si decide insieme chi inizia il primo round. Il regolamento suggerisce di far iniziare chi ha regalato dei fiori più di recente; l’app può anche sorteggiare un posto.',
    'Le varianti si scelgono ora: Ultima possibilità, o la versione da viaggio con le carte. Non si possono cambiare a partita iniziata.',
  ].join('\n'),

  placingTitle: 'Si mette un disco a testa',
  placingBody: [
    'Ogni round comincia allo stesso modo: ogni giocatore ancora in gioco mette un disco della sua mano, coperto, sul proprio tappetino.',
    'Chi inizia mette il suo alla fine. Nessuno aggiunge dischi o punta prima che ogni tappetino abbia il suo disco.',
    'I dischi si impilano uno sull’altro, così ogni tappetino ha una pila: il primo disco in fondo, l’ultimo in cima. Impila i dischi leggermente sfalsati, così tutti possono contarli, e non riordinare mai una pila dopo averci messo i dischi.',
    'L’app chiede solo se tutti hanno messo il disco. Non chiede mai quale disco abbia scelto qualcuno.',
  ].join('\n'),

  addingTitle: 'Aggiungere un disco o aprire le puntate',
  addingBody: [
    'Poi si gioca a turno in senso orario, a partire da chi inizia e saltando chi è fuori gioco. Al tuo turno fai una di queste due cose:',
    '- aggiungi un disco della tua mano, coperto, in cima alla tua pila;',
    '- apri le puntate annunciando un numero (vedi «Le puntate»).',
    'La tua mano è fatta di tutti i tuoi dischi che non sono sul tappetino, più il disco Ultima possibilità finché ce l’hai. Con la mano vuota devi aprire le puntate.',
    'Puoi aprire le puntate già al tuo primo turno, con un solo disco sul tappetino.',
  ].join('\n'),
};
