import { deName } from '../../i18n/names';
import { plural } from '../../i18n';
import type { en } from './history.en';

export const fr: typeof en = {
  placed: (starter: string) => `Chacun pose un disque face cachée ; ${starter} pose en dernier.`,
  added: (p: string, stack: number) =>
    `${p} ajoute un disque (${stack} ${plural('fr', stack, 'disque', 'disques')} sur le tapis).`,
  bid: (p: string, n: number) => `${p} parie ${n}.`,
  bidAll: (p: string, n: number) => `${p} parie ${n}, le total de la table : le défi commence aussitôt.`,
  passed: (p: string) => `${p} passe.`,
  flipOwnFlower: (p: string, shown: number, bid: number) =>
    `${p} retourne un de ses disques : une fleur (${shown} sur ${bid}).`,
  flipOwnSkull: (p: string) => `${p} retourne un de ses disques : un crâne !`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} retourne un disque ${deName(owner)} : une fleur (${shown} sur ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} retourne un disque ${deName(owner)} : un crâne !`,
  chose: (p: string, q: string) => `${p} choisit ${q} pour commencer cette manche.`,
  abandoned: 'La manche est abandonnée : chacun reprend ses disques et le même joueur recommence.',
  success: (p: string) => `Réussite ! ${p} retourne son tapis côté fleur.`,
  successWin: (p: string) => `Réussite ! ${p} a deux réussites et gagne la partie.`,
  failRandom: (owner: string, p: string) =>
    `${p} rassemble tous ses disques, ceux du tapis et ceux de la main, et les mélange face cachée. ${owner} en tire un sans regarder et le met dans la boîte.`,
  failChoice: (p: string) => `${p}, choisissez en secret un de vos disques et mettez-le dans la boîte, face cachée.`,
  lostLastChance: (p: string) => `${p} met le disque Dernière chance et son dernier disque dans la boîte.`,
  lastDiscGone: (p: string) => `${p} met son dernier disque dans la boîte.`,
  eliminated: (p: string) => `${p} est hors jeu : son tapis quitte la table.`,
  gotLastChance: (p: string, round: number) =>
    `${p} n’a plus qu’un disque et reçoit le disque Dernière chance, une fleur, pour la manche ${round} seulement. Un échec comme Challenger dans cette manche lui ferait perdre les deux disques et quitter la partie.`,
  returnLastChance: (p: string) => `${p} rend le disque Dernière chance.`,
  lastStanding: (p: string) => `Plus personne d’autre n’est en jeu : ${p} gagne la partie.`,
  nextStarter: (p: string, round: number) => `${p} commence la manche ${round}.`,
  chooseStarter: (p: string, round: number) => `${p}, vous êtes hors jeu : choisissez qui commence la manche ${round}.`,
  takeBack: 'Chacun reprend les disques de son tapis.',
  undone: (s: string) => `Annulé : ${s}`,
  redone: (s: string) => `Rétabli : ${s}`,
  summaryWon: (p: string, bid: number) => `${p} a parié ${bid} et réussi le défi.`,
  summaryOwnSkull: (p: string, bid: number) => `${p} a parié ${bid} et retourné son propre crâne.`,
  summarySkull: (p: string, bid: number, owner: string) => `${p} a parié ${bid} et retourné le crâne ${deName(owner)}.`,
  summaryOut: (p: string) => `${p} est hors jeu.`,
  summaryAbandoned: 'Abandonnée puis rejouée.',
  summaryUnfinished: 'Pas terminée.',
  roundHeading: (n: number) => `Manche ${n}`,
  roundAbandoned: (n: number) => `Manche ${n} (abandonnée)`,
};
