import type { en } from './outcomes.en';
// What a challenge leads to, the next round and the end. One line is one block (see blocks.ts).
export const it: typeof en = {
  outcomesTitle: 'Sfida vinta o persa',
  outcomesBody: [
    '**Sfida vinta**: lo sfidante gira il suo tappetino sul lato fiore. Con la seconda sfida vinta vince subito la partita.',
    '**Sfida persa sul teschio di un altro**: lo sfidante raccoglie tutti i suoi dischi, quelli sul tappetino e quelli in mano, e li mescola coperti. Il proprietario di quel teschio ne pesca uno senza guardarlo e lo mette nella scatola.',
    '**Sfida persa sul proprio teschio**: lo sfidante sceglie in segreto uno dei suoi dischi e lo mette nella scatola.',
    'In entrambi i casi lo sfidante ha un disco in meno, e nessun altro perde dischi. Con Ultima possibilità, uno sfidante che perde la sfida nel round in cui ha quel disco lo perde insieme al suo ultimo disco, ed è fuori gioco. Un disco perso può guardarlo solo il suo proprietario, e non torna più in questa partita. L’app non registra mai se era un fiore o il teschio.',
    'Dopo una sfida persa, chi vuole può mostrare i propri dischi. Non cambia niente, e l’app non registra niente.',
    'Una sfida persa non cancella mai una sfida vinta.',
    'Chi resta senza dischi è fuori gioco, e il suo tappetino lascia il tavolo. Se resta in gioco un solo giocatore, vince subito, qualunque sia il numero delle sue sfide vinte.',
  ].join('\n'),

  nextRoundTitle: 'Il round successivo',
  nextRoundBody: [
    'Ognuno riprende i dischi del suo tappetino. I dischi nella scatola ci restano.',
    'Chi inizia il round successivo:',
    '- lo sfidante, se è ancora in gioco, che abbia vinto o perso la sfida;',
    '- se lo sfidante è finito fuori gioco per il teschio di un altro, il proprietario di quel teschio;',
    '- se lo sfidante si è messo fuori gioco col proprio teschio, sceglie lui chi inizia tra i giocatori ancora in gioco.',
    'Il nuovo round comincia come sempre mettendo un disco a testa.',
  ].join('\n'),

  endTitle: 'La fine della partita',
  endBody: [
    'La partita può finire in due modi: un giocatore vince la sua seconda sfida, oppure resta in gioco un solo giocatore.',
    'Fino ad allora si continua, anche quando restano solo due giocatori.',
    'Non ci sono pareggi, né turni in più per riequilibrare.',
  ].join('\n'),
};
