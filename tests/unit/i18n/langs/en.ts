import type { LangRules } from './types';

export const en: LangRules = {
  glossary: [
    {
      concept: 'the playing-card travel set (R3)',
      word: /\btravel set\b/,
      banned: [/\btravel (version|edition|deck)\b/i],
      seenIn: ['/src/reference/', '/src/ui/setup/'],
    },
    {
      concept: 'showing a disc’s face (R11)',
      word: /\bflip/i,
      banned: [/\bturn(s|ed|ing)? (it |them )?(up|over)\b/i, /\breveal/i],
    },
    {
      concept: 'where a lost disc goes (R14, R15)',
      word: /\bin the box\b/,
      banned: [/\bput(s|ting)? (it |them )?away\b/i, /\bdiscard/i],
      equipment: 'discs',
    },
    {
      concept: 'where a lost card goes (R3)',
      word: /\bdiscard pile\b/,
      banned: [/\bput(s|ting)? (it |them )?away\b/i, /\bdiscards\b/i],
      equipment: 'cards',
    },
    {
      concept: 'the pile that replaces the mat (R3)',
      word: /\bpiles?\b/,
      banned: [/\bstacks?\b/i],
      equipment: 'cards',
    },
    {
      concept: 'where successes are written (R3)',
      word: /\bpaper\b/,
      banned: [/\bscore ?sheet/i, /\bpad\b/i],
      equipment: 'cards',
    },
    {
      concept: 'a player with no disc (R17)',
      word: /\b[Oo]ut of the game\b/,
      banned: [/\beliminat/i, /\bknock(s|ed)?\b/i, /\blast player standing\b/i],
    },
    {
      concept: 'the same table again',
      word: /\bPlay again\b/,
      banned: [/\brematch/i, /\breplay the game\b/i],
      seenIn: ['/src/ui/table/', '/src/ui/sessions/', '/src/ui/setup/'],
    },
    {
      concept: 'the mat’s starting side (R1)',
      word: /\bflower side\b/,
      banned: [/\bplain side\b/i, /\bskull side\b/i],
    },
    { concept: 'a disc', id: 'disc', word: /\bdiscs?\b/, banned: [/\bdisks?\b/i, /\bcoasters?\b/i, /\btokens?\b/i] },
    {
      concept: 'the discs on all the mats (R7)',
      word: /\b[Tt]able total\b/,
      banned: [/\bOn the table\b/, /\bdiscs in play\b/i],
    },
    { concept: 'a bid', id: 'bid', word: /\bbid/, banned: [/\bwager/i, /\bauction/i] },
    {
      concept: 'the variant’s name (LC1)',
      id: 'lastChance',
      word: /\bLast Chance\b/,
      banned: [/\blast chance\b/, /\bLast chance\b/, /\blast Chance\b/],
    },
    {
      concept: 'the own stack, when the bid is smaller (R11, R12)',
      word: /\bown stack\b/,
      banned: [
        /until every disc of it is face up/i,
        /all of their own stack first/i,
        /flips every disc of their own stack/i,
      ],
      seenIn: ['/src/reference/', '/src/ui/practice/'],
    },
  ],
  sameAsEnglish: [],
  counted: [
    ['player', 'players'],
    ['disc', 'discs'],
    ['flower', 'flowers'],
    ['game', 'games'],
    ['section', 'sections'],
    ['success', 'successes'],
    ['card', 'cards'],
    ['character', 'characters'],
  ],
  discWords: [/\bdiscs?\b/i, /\bmats?\b/i, /\bbox\b/i, /\bstacks?\b/i],
  typography: () => [],
  placesLast: /\bplaces last\b/,
  otherRegister: { refused: [], caught: [] },
  // English says “they” of a named player: a he or she beside a name guesses.
  gendered: [/(?<!\p{L})(he|she|him|his|her|hers|himself|herself)(?!\p{L})/iu],
};
