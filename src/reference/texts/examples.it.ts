import type { en } from './examples.en';
// Worked examples of the rules' edges, a few lines each. One line is one block (see blocks.ts).
export const it: typeof en = {
  examplesTitle: 'Esempi svolti',
  examplesBody: [
    'Quattro brevi round ai limiti delle regole, con Nadia, Omar, Lou e Sami seduti in senso orario.',
    '**Una sfida vinta nella propria pila.** Omar ha tre dischi sul tappetino, punta 2 e tutti gli altri passano. Il suo disco in cima è un fiore, anche il successivo: la puntata è raggiunta e la sfida si ferma, con il suo ultimo disco ancora coperto. Omar gira il tappetino sul lato fiore e inizia il round successivo.',
    '**Una sfida persa sul proprio teschio.** Lou punta 3 con due dischi sul tappetino: un fiore, poi il suo teschio. Sceglie in segreto uno dei suoi dischi e lo mette nella scatola; ora ne ha tre, e inizia il round successivo.',
    '**Un giocatore fuori gioco, e chi inizia dopo.** Sami ha un solo disco. Punta 2, gira il suo fiore, poi il disco in cima alla pila di Nadia: un teschio. Il suo ultimo disco va nella scatola e Sami è fuori gioco; Nadia, il cui teschio l’ha fermato, inizia il round successivo. Se il teschio fosse stato il suo, Sami avrebbe scelto lui chi inizia.',
    '**Un round con Ultima possibilità.** Con la variante attiva, Lou perde una sfida e le resta un solo disco: riceve il disco Ultima possibilità per il round successivo. Può mettere per primo l’uno o l’altro disco; qui mette il suo, e più tardi il disco Ultima possibilità sopra. Omar, lo sfidante, gira la sua pila, poi il disco in cima alla pila di Lou: un fiore, come tutti sapevano. A fine round Lou lo restituisce, e non lo riceverà più. Se fosse stata lei la sfidante e avesse perso la sfida, avrebbe perso entrambi i dischi e sarebbe finita fuori gioco.',
    'Il round di prova, nella sezione successiva, ti fa giocare un round così nell’app.',
  ].join('\n'),
};
