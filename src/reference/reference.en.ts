import { plural, type Lang } from '../i18n';

const count = (lang: Lang, n: number, one: string, other: string) => `${n} ${plural(lang, n, one, other)}`;

// The reference screen's own words: headings, the filter box and the diagrams' labels.
export const en = {
  title: 'Rules',
  intro: 'Tap a heading in the list to jump to it.',
  cardsNote: 'These rules are written for a table playing with a deck of cards (the travel set).',
  home: 'Home',
  back: 'Back',
  backToGame: 'Back to the game',
  languageLink: 'Language: English',
  contents: 'Contents',
  filterLabel: 'Filter the rules',
  filterPlaceholder: 'pass, skull, Last Chance…',
  filterCount: (n: number) => `${count('en', n, 'section matches', 'sections match')}.`,
  filterNone: (query: string) => `No section mentions “${query}”.`,
  clearFilter: 'Show every section',
  diagramStack:
    'A stack seen from the side: the first disc placed is at the bottom, the last one on top, and the top disc is flipped first.',
  diagramPile:
    'A pile seen from the side: the first card placed is at the bottom, the last one on top, and the top card is flipped first.',
  stackFirst: 'placed 1st',
  stackSecond: 'placed 2nd',
  stackThird: 'placed 3rd: top',
  stackFlipOrder: 'flipped first',
  diagramReveal:
    'The challenger flips their own stack first, from the top down, then the top face-down disc of any other stack, in any order, until a skull shows or the flowers shown reach the bid.',
  diagramRevealCards:
    'The challenger flips their own pile first, from the top down, then the top face-down card of any other pile, in any order, until a skull shows or the flowers shown reach the bid.',
  revealYours: 'Challenger',
  revealThen: 'then any top disc',
  revealThenCard: 'then any top card',
  revealOpponent: 'Opponent',
  revealPassed: 'Passed',
  diagramCards: 'The travel set: three number cards are the flowers, and one face card is the skull.',
  cardFaceLetter: 'K',
  cardFlower: 'flower',
  cardSkull: 'skull',
  practiceLink: 'Play a practice round',
};
