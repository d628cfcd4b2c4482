import { plural } from '../../i18n';
import type { en } from './history.en';

export const it: typeof en = {
  placed: (starter: string) => `Ognuno mette un disco coperto sul proprio tappetino; ${starter} lo mette alla fine.`,
  added: (p: string, stack: number) =>
    `${p} aggiunge un disco (${stack} ${plural('it', stack, 'disco', 'dischi')} sul tappetino).`,
  bid: (p: string, n: number) => `${p} punta ${n}.`,
  bidAll: (p: string, n: number) => `${p} punta ${n}, tutti i dischi sul tavolo: la sfida parte subito.`,
  passed: (p: string) => `${p} passa.`,
  flipOwnFlower: (p: string, shown: number, bid: number) => `${p} gira un suo disco: un fiore (${shown} su ${bid}).`,
  flipOwnSkull: (p: string) => `${p} gira un suo disco: un teschio!`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} gira il disco di ${owner}: un fiore (${shown} su ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} gira il disco di ${owner}: un teschio!`,
  chose: (p: string, q: string) => `${p} sceglie ${q} per iniziare questo round.`,
  abandoned: 'Il round è interrotto: ognuno riprende i suoi dischi e inizia di nuovo lo stesso giocatore.',
  success: (p: string) => `Sfida vinta! ${p} gira il suo tappetino sul lato fiore.`,
  successWin: (p: string) => `Sfida vinta! ${p} ha vinto due sfide e vince la partita.`,
  failRandom: (owner: string, p: string) =>
    `${p} raccoglie tutti i suoi dischi, dal tappetino e dalla mano, e li mescola coperti. ${owner} ne pesca uno senza guardarlo e lo mette nella scatola.`,
  failChoice: (p: string) => `${p}, scegli in segreto uno dei tuoi dischi e mettilo coperto nella scatola.`,
  lostLastChance: (p: string) => `${p} mette nella scatola il disco Ultima possibilità e il suo ultimo disco.`,
  lastDiscGone: (p: string) => `${p} mette nella scatola il suo ultimo disco.`,
  eliminated: (p: string) => `${p} è fuori gioco: il suo tappetino lascia il tavolo.`,
  gotLastChance: (p: string, round: number) =>
    `${p} ha un solo disco: riceve il disco Ultima possibilità, un fiore, solo per il round ${round}. Se in questo round è sfidante e la sfida fallisce, se ne vanno entrambi i dischi ed è fuori gioco.`,
  returnLastChance: (p: string) => `${p} restituisce il disco Ultima possibilità.`,
  lastStanding: (p: string) => `Nessun altro è rimasto in gioco: vince ${p}.`,
  nextStarter: (p: string, round: number) => `${p} inizia il round ${round}.`,
  chooseStarter: (p: string, round: number) => `${p}, sei fuori gioco: scegli chi inizia il round ${round}.`,
  takeBack: 'Ognuno riprende i dischi del suo tappetino.',
  undone: (s: string) => `Annullato: ${s}`,
  redone: (s: string) => `Ripetuto: ${s}`,
  summaryWon: (p: string, bid: number) => `${p} ha puntato ${bid} e ha vinto la sfida.`,
  summaryOwnSkull: (p: string, bid: number) => `${p} ha puntato ${bid} e ha girato il proprio teschio.`,
  summarySkull: (p: string, bid: number, owner: string) => `${p} ha puntato ${bid} e ha girato il teschio di ${owner}.`,
  summaryOut: (p: string) => `${p} è fuori gioco.`,
  summaryAbandoned: 'Interrotto e rigiocato.',
  summaryUnfinished: 'Non concluso.',
  roundHeading: (n: number) => `Round ${n}`,
  roundAbandoned: (n: number) => `Round ${n} (interrotto)`,
};
