import type { en } from './help.en';
// Common mistakes, house remedies, and the practice round walk-through. One line is one block (see blocks.ts).
export const it: typeof en = {
  mistakesTitle: 'Errori frequenti e discussioni',
  mistakesBody: [
    '- **Prima la propria pila.** Lo sfidante gira la sua pila dall’alto e non tocca nessun’altra pila finché nella sua resta un disco coperto. Se raggiunge la puntata dentro la sua pila, la sfida si ferma lì: il resto della pila non si gira.',
    '- **Chi passa resta in gioco con la sua pila.** Chi ha passato è fuori solo dalle puntate: lo sfidante può comunque girare i suoi dischi.',
    '- **Solo lo sfidante perde un disco.** Il proprietario del teschio che ha fermato la sfida non perde niente. Sul teschio di un altro, è quel giocatore a pescare il disco perso tra tutti i dischi dello sfidante; sul proprio teschio, lo sceglie lo sfidante.',
    '- **Dopo la fine della sfida nessuno gira più.** Appena compare un teschio o la puntata è raggiunta, lo sfidante non gira altri dischi. Dopo una sfida persa, chi vuole può mostrare i propri dischi: non cambia niente, e l’app non registra niente.',
    '- **Un disco perso lo vede solo il suo proprietario.** Va coperto nella scatola, solo il suo proprietario può guardarlo, e l’app non chiede mai che cosa fosse.',
    '- **Lo stesso numero non è un rilancio.** Di’ un numero più alto o passa. L’app rifiuta una puntata uguale o più bassa.',
    '- **Solo i dischi in cima.** Lo sfidante gira il disco coperto in cima a una pila, mai uno che sta sotto.',
    '**Regole della casa.** Non sono regole stampate: sono ciò che questa app propone al tavolo quando qualcosa va storto.',
    '- **Un disco mostrato per sbaglio.** Si può interrompere il round: ognuno riprende i suoi dischi, nessuno vince una sfida né perde un disco, e lo stesso giocatore ricomincia il round.',
    '- **Una puntata fuori limite.** Una puntata non più alta di quella attuale, o più alta del numero di dischi sul tavolo, la corregge lo stesso giocatore prima che tocchi al successivo. L’app propone solo puntate nei limiti.',
    '- **Un tocco sbagliato.** Annullalo nell’app, passo dopo passo fino all’inizio della partita se serve, e ripeti ciò che hai annullato.',
  ].join('\n'),

  practiceTitle: 'Un round di prova, passo dopo passo',
  practiceBody: [
    'Un round di prova si gioca solo per imparare: non fa vincere sfide e non toglie dischi. In questo, quattro giocatori siedono in senso orario: Nadia, che inizia, poi Omar, Lou e Sami.',
    '1. **Si mettono i dischi.** Omar, Lou e Sami mettono ciascuno un disco coperto sul proprio tappetino; Nadia, che inizia, mette il suo per ultima. Sul tavolo ci sono 4 dischi.',
    '2. **Si aggiungono dischi.** Nadia aggiunge un secondo disco: ora i dischi sul tavolo sono 5. Omar, con un solo disco sul tappetino, apre le puntate a 2. Da lì nessuno aggiunge più dischi.',
    '3. **Le puntate.** Lou passa. Sami rilancia a 4. Nadia passa, poi passa Omar. Sami è lo sfidante, e servono 4 fiori.',
    '4. **La sua pila.** Sami gira il suo unico disco: un fiore (1 su 4).',
    '5. **Le altre pile.** Gira il disco in cima alla pila di Nadia: un fiore (2). Lou ha passato, ma la sua pila è ancora in gioco: il suo disco è un fiore (3). Poi l’ultimo disco di Nadia: un teschio. La sfida si ferma lì: è persa.',
    '6. **L’esito.** In una partita vera Sami raccoglierebbe i suoi quattro dischi, quelli sul tappetino e quelli in mano, e li mescolerebbe coperti; Nadia ne pescherebbe uno alla cieca per la scatola, e Sami inizierebbe il round successivo. Nel round di prova nella scatola non va niente.',
    'Giocane uno con i tuoi giocatori nell’app:',
  ].join('\n'),
};
