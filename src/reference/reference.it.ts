import { plural, type Lang } from '../i18n';
import type { en } from './reference.en';

const count = (lang: Lang, n: number, one: string, other: string) => `${n} ${plural(lang, n, one, other)}`;

// The reference screen's own words: headings, the filter box and the diagrams' labels.
export const it: typeof en = {
  title: 'Regole',
  intro: 'Tocca un titolo dell’elenco per andarci.',
  cardsNote: 'Queste regole sono scritte per un tavolo che gioca con un mazzo di carte (la versione da viaggio).',
  home: 'Inizio',
  back: 'Indietro',
  backToGame: 'Torna alla partita',
  languageLink: 'Lingua: italiano',
  contents: 'Indice',
  filterLabel: 'Filtra le regole',
  filterPlaceholder: 'passare, teschio, Ultima possibilità…',
  filterCount: (n: number) => `${count('it', n, 'sezione corrisponde', 'sezioni corrispondono')}.`,
  filterNone: (query: string) => `Nessuna sezione parla di «${query}».`,
  clearFilter: 'Mostra tutte le sezioni',
  diagramStack:
    'Una pila vista di lato: il primo disco messo è in fondo, l’ultimo in cima, e il disco in cima si gira per primo.',
  diagramPile:
    'Una pila di carte vista di lato: la prima carta messa è in fondo, l’ultima in cima, e la carta in cima si gira per prima.',
  stackFirst: '1º messo',
  stackSecond: '2º messo',
  stackThird: '3º messo: in cima',
  stackFlipOrder: 'girato per primo',
  diagramReveal:
    'Lo sfidante gira prima la sua pila, dall’alto verso il basso, poi il disco coperto in cima a qualsiasi altra pila, in qualsiasi ordine, finché compare un teschio o i fiori girati raggiungono la puntata.',
  diagramRevealCards:
    'Lo sfidante gira prima la sua pila, dall’alto verso il basso, poi la carta coperta in cima a qualsiasi altra pila, in qualsiasi ordine, finché compare un teschio o i fiori girati raggiungono la puntata.',
  revealYours: 'Sfidante',
  revealThen: 'poi un disco in cima',
  revealThenCard: 'poi una carta in cima',
  revealOpponent: 'Avversario',
  revealPassed: 'Ha passato',
  diagramCards: 'La versione da viaggio: tre carte numerate sono i fiori e una figura è il teschio.',
  cardFaceLetter: 'K',
  cardFlower: 'fiore',
  cardSkull: 'teschio',
  practiceLink: 'Gioca un round di prova',
};
