import { plural, type Lang } from '../i18n';
import type { en } from './reference.en';

const count = (lang: Lang, n: number, one: string, other: string) => `${n} ${plural(lang, n, one, other)}`;

// Die eigenen Wörter der Regelseite: Überschriften, das Filterfeld und die Beschriftungen der Diagramme.
export const de: typeof en = {
  title: 'Regeln',
  intro: 'Tippe auf eine Überschrift in der Liste, um dorthin zu springen.',
  cardsNote: 'Diese Regeln gelten für die Reiseversion, gespielt mit einem Kartenspiel.',
  home: 'Start',
  back: 'Zurück',
  backToGame: 'Zurück zur Partie',
  languageLink: 'Sprache: Deutsch',
  contents: 'Inhalt',
  filterLabel: 'Regeln filtern',
  filterPlaceholder: 'passen, Totenkopf, Letzte Chance…',
  filterCount: (n: number) => `${count('de', n, 'Abschnitt passt', 'Abschnitte passen')}.`,
  filterNone: (query: string) => `Kein Abschnitt erwähnt „${query}“.`,
  clearFilter: 'Alle Abschnitte zeigen',
  diagramStack:
    'Ein Stapel, von der Seite gesehen: Die zuerst gelegte Scheibe liegt unten, die letzte oben, und die oberste wird zuerst aufgedeckt.',
  diagramPile:
    'Ein Kartenstapel, von der Seite gesehen: Die zuerst gelegte Karte liegt unten, die letzte oben, und die oberste wird zuerst aufgedeckt.',
  stackFirst: 'als 1. gelegt',
  stackSecond: 'als 2. gelegt',
  stackThird: 'als 3. gelegt: oben',
  stackFlipOrder: 'zuerst aufgedeckt',
  diagramReveal:
    'Der Herausforderer deckt zuerst seinen eigenen Stapel von oben nach unten auf, dann die oberste verdeckte Scheibe eines beliebigen anderen Stapels, in beliebiger Reihenfolge, bis ein Totenkopf erscheint oder die aufgedeckten Blumen das Gebot erreichen.',
  diagramRevealCards:
    'Der Herausforderer deckt zuerst seinen eigenen Stapel von oben nach unten auf, dann die oberste verdeckte Karte eines beliebigen anderen Stapels, in beliebiger Reihenfolge, bis ein Totenkopf erscheint oder die aufgedeckten Blumen das Gebot erreichen.',
  revealYours: 'Herausforderer',
  revealThen: 'dann eine oberste Scheibe',
  revealThenCard: 'dann eine oberste Karte',
  revealOpponent: 'Gegner',
  revealPassed: 'Gepasst',
  diagramCards: 'Die Reiseversion: Drei Zahlenkarten sind die Blumen, eine Bildkarte ist der Totenkopf.',
  cardFaceLetter: 'K',
  cardFlower: 'Blume',
  cardSkull: 'Totenkopf',
  practiceLink: 'Übungsrunde spielen',
};
