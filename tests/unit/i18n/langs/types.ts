// What the tests know about one language: its glossary, the texts it rightly shares with English, its counted
// words and its typography. One file per language (en.ts, fr.ts, de.ts…), gathered by index.ts.

/** The things every table talks about: a glossary of a language added by issue 15 names each of them. */
export const CONCEPTS = [
  'disc',
  'mat',
  'flower',
  'skull',
  'bid',
  'raise',
  'pass',
  'challenger',
  'challenge',
  'success',
  'round',
  'lastChance',
] as const;
export type Concept = (typeof CONCEPTS)[number];

export interface Term {
  concept: string;
  id?: Concept; // the shared concept this term names, when it is one of CONCEPTS
  word: RegExp; // the one allowed word
  banned: RegExp[]; // alternatives that may appear in no dictionary
  seenIn?: string[]; // folders where the word must appear; the rules reference and the table by default
  /** R3: a word of one table only: 'discs' terms are not checked in the card sentences (CARD_AREAS), 'cards' terms
   *  only there (and must appear there). */
  equipment?: 'discs' | 'cards';
}

/** The card version of the table's sentences (src/ui/table/cards.<lang>.ts). */
export const CARD_AREA = '/src/ui/table/cards';
/** Every card twin: the table's sentences, the refusals' (src/ui/refusals/ruleErrorCards.<lang>.ts), the practice
 *  round's and the rules texts' (src/reference/texts/rulesCards.<lang>.ts). */
export const CARD_AREAS = [
  CARD_AREA,
  '/src/ui/refusals/ruleErrorCards',
  '/src/ui/practice/practiceCards',
  '/src/reference/texts/rulesCards',
];
/** Every text written for a card table: the card twins and the rules reference's travel-set section. */
export const CARD_TEXTS = [...CARD_AREAS.map((area) => `${area} `), '/src/reference/texts/variants travelSetBody'];

export interface LangRules {
  /** One word per thing: the word in use and the alternatives no dictionary may use. */
  glossary: Term[];
  /** Whole texts that are rightly the same as the English one (names, loanwords); any other identical text is untranslated. */
  sameAsEnglish: string[];
  /** Counted words as [singular, plural]: "1 Blume", "2 Blumen"; which numbers take the singular comes from Intl.PluralRules. */
  counted: [string, string][];
  /** R3: the words of the box's objects (disc, mat, box…): no sentence of a card game may hold one. */
  discWords: RegExp[];
  /** The language's own typography: quotation marks, punctuation spacing, apostrophes. */
  typography: (text: string) => string[];
  /** R4: how the language says that the starter places last, in the starter's chip and every placing sentence. */
  placesLast: RegExp;
  /** One voice: the other register's pronouns and verb forms (vosotros, ihr, voi, tu…) may appear in no text;
   *  `caught` are sentences the check must refuse. English has one second person: nothing to refuse. */
  otherRegister: { refused: RegExp[]; caught: string[] };
  /** Forms that agree with the person beside them: none may stand within a few words of a name, nor be the label
   *  shown beside one (a name carries no gender the app could know). */
  gendered: RegExp[];
}

/** Every text sent through the other register's forms: `where: text` for each one refused. */
export function registerProblems(rules: LangRules, texts: { where: string; text: string }[]): string[] {
  return texts
    .filter((t) => rules.otherRegister.refused.some((r) => r.test(t.text)))
    .map((t) => `${t.where}: ${t.text}`);
}

/** No space between quotation marks and what they quote: `„ Wort“`, `« palabra »` read as stray marks. */
export function quoteSpacing(text: string, open: string, close: string): string[] {
  const problems: string[] = [];
  if (new RegExp(`${open}\\s`).test(text)) problems.push(`a space after ${open}`);
  if (new RegExp(`\\s${close}`).test(text)) problems.push(`a space before ${close}`);
  return problems;
}

/** Only French spaces its punctuation: elsewhere a (non-breaking) space before : ; ! ? is a French habit left behind. */
export function noSpaceBeforePunctuation(text: string): string[] {
  return /[ \u00a0\u202f][:;!?]/.test(text) ? ['a space before : ; ! or ?'] : [];
}

/** Every opening mark is closed, in order, and no closing mark comes first. */
export function balanced(text: string, open: string, close: string): string[] {
  let depth = 0;
  for (const ch of text) {
    if (ch === open) depth++;
    else if (ch === close && --depth < 0) return [`${close} without ${open}`];
  }
  return depth > 0 ? [`${open} without ${close}`] : [];
}
