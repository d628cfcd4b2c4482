import { plural, type Lang } from '../i18n';
import type { en } from './reference.en';

const count = (lang: Lang, n: number, one: string, other: string) => `${n} ${plural(lang, n, one, other)}`;

// The reference screen's own words: headings, the filter box and the diagrams' labels.
export const fr: typeof en = {
  title: 'Règles',
  intro: 'Touchez un titre de la liste pour y aller.',
  cardsNote: 'Ces règles sont écrites pour une table qui joue avec un jeu de cartes (la version de voyage).',
  home: 'Accueil',
  back: 'Retour',
  backToGame: 'Retour à la partie',
  languageLink: 'Langue : français',
  contents: 'Sommaire',
  filterLabel: 'Filtrer les règles',
  filterPlaceholder: 'passer, crâne, Dernière chance…',
  filterCount: (n: number) => `${count('fr', n, 'section correspond', 'sections correspondent')}.`,
  filterNone: (query: string) => `Aucune section ne parle de « ${query} ».`,
  clearFilter: 'Afficher toutes les sections',
  diagramStack:
    'Une pile vue de côté : le premier disque posé est en bas, le dernier en haut, et le disque du dessus est retourné en premier.',
  diagramPile:
    'Une pile vue de côté : la première carte posée est en bas, la dernière en haut, et la carte du dessus est retournée en premier.',
  stackFirst: 'posé en 1er',
  stackSecond: 'posé en 2e',
  stackThird: 'posé en 3e : dessus',
  stackFlipOrder: 'retourné en premier',
  diagramReveal:
    'Le Challenger retourne d’abord sa propre pile, de haut en bas, puis le disque face cachée du dessus de n’importe quelle autre pile, dans l’ordre qu’il veut, jusqu’à ce qu’un crâne apparaisse ou que les fleurs visibles atteignent le pari.',
  diagramRevealCards:
    'Le Challenger retourne d’abord sa propre pile, de haut en bas, puis la carte face cachée du dessus de n’importe quelle autre pile, dans l’ordre qu’il veut, jusqu’à ce qu’un crâne apparaisse ou que les fleurs visibles atteignent le pari.',
  revealYours: 'Challenger',
  revealThen: 'puis un disque du dessus, au choix',
  revealThenCard: 'puis une carte du dessus, au choix',
  revealOpponent: 'Adversaire',
  revealPassed: 'A passé',
  diagramCards: 'La version de voyage : trois cartes numérotées sont les fleurs, et une figure est le crâne.',
  cardFaceLetter: 'R',
  cardFlower: 'fleur',
  cardSkull: 'crâne',
  practiceLink: 'Jouer une manche d’entraînement',
};
