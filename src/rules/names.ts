// R1: who sits at the table. The limits and the name rules every screen, new game and import share.
import { refuse } from './sentences';

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
/** The longest name, counted in characters a person sees (grapheme clusters). */
export const MAX_NAME_LENGTH = 24;

export type NameProblem = 'empty' | 'invisible' | 'too-long' | 'repeated';

const ZWJ = '\u200d';
// Control and format characters (zero-width spaces, bidi overrides and isolates, BOM, soft hyphen…),
// line and paragraph separators, and the blank letters that render as nothing (Hangul fillers, braille blank).
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is looked for alone, combining marks included.
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0\u2800\u180e\u034f\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u;
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is looked for alone, skin tones included.
const PICTOGRAPH = /[\p{Extended_Pictographic}\u{1f3fb}-\u{1f3ff}\ufe0f\u20e3]/u;
const TAG = /[\u{e0020}-\u{e007f}]/u; // subdivision flags: 🏴 then tags
const PRESENTATION = /[\ufe0e\ufe0f]/u; // text or emoji style of the character before it
const KEYCAP_BASE = /[\p{Extended_Pictographic}0-9#*]/u;
const IDEOGRAPHIC_VARIANT = /[\u{e0100}-\u{e01ef}]/u;

/** NFC, trimmed, and every run of spaces written as one: the form a new game stores. */
export function cleanName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** The key two names are compared by: cleaned, then case-folded. */
export function nameKey(name: string): string {
  return cleanName(name).toLowerCase();
}

/** Joiners, selectors and tags do visible work only inside an emoji (👨‍👩‍👧, 1️⃣, 🏴󠁧󠁢󠁳󠁣󠁴󠁿); anywhere else they hide. */
function hasInvisible(name: string): boolean {
  const chars = [...name];
  return chars.some((c, i) => {
    // Stryker disable next-line StringLiteral: any fallback without a pictograph, digit, #, *, tag or Han character reads the same
    const before = chars[i - 1] ?? '';
    // Stryker disable next-line StringLiteral: any fallback without a pictograph reads the same
    if (c === ZWJ) return !(PICTOGRAPH.test(before) && PICTOGRAPH.test(chars[i + 1] ?? ''));
    if (PRESENTATION.test(c)) return !KEYCAP_BASE.test(before);
    if (TAG.test(c)) return !(PICTOGRAPH.test(before) || TAG.test(before));
    if (IDEOGRAPHIC_VARIANT.test(c)) return !/\p{Script=Han}/u.test(before);
    return INVISIBLE.test(c);
  });
}

type Segmenter = { segment(text: string): Iterable<unknown> };
type SegmenterClass = new (locale: undefined, options: { granularity: 'grapheme' }) => Segmenter;
const SegmenterCtor = (Intl as unknown as { Segmenter?: SegmenterClass }).Segmenter;
// Stryker disable next-line ObjectLiteral: grapheme is Intl.Segmenter's default granularity; named for the reader
const graphemes = SegmenterCtor ? new SegmenterCtor(undefined, { granularity: 'grapheme' }) : null;

/** How many characters a person sees: "Zoë" is 3 whether the ë is one code point or two. */
export function visibleLength(name: string): number {
  // Every browser the app supports has Intl.Segmenter; without it, a combining mark counts apart.
  if (!graphemes) return [...name.normalize('NFC')].length;
  let n = 0;
  for (const _ of graphemes.segment(name)) n++;
  return n;
}

/** One problem (or null) per name, in order: invisible, empty, too long, then repeated (a later twin). */
export function nameProblems(names: readonly string[]): Array<NameProblem | null> {
  const keys = names.map(nameKey);
  return names.map((name, i) => {
    if (hasInvisible(name)) return 'invisible';
    const clean = cleanName(name);
    if (clean === '') return 'empty';
    if (visibleLength(clean) > MAX_NAME_LENGTH) return 'too-long';
    if (keys.indexOf(keys[i]!) !== i) return 'repeated';
    return null;
  });
}

/** The strict rule for a new table (the form and imports): throws RuleError naming the first problem. */
export function checkNewNames(names: readonly string[]): void {
  if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) {
    throw refuse('bad-player-count', { min: MIN_PLAYERS, max: MAX_PLAYERS });
  }
  const problems = nameProblems(names);
  const seat = problems.findIndex((p) => p !== null);
  if (seat < 0) return;
  const shown = cleanName(names[seat]!);
  switch (problems[seat]) {
    case 'invisible':
      throw refuse('name-invisible', { seat: seat + 1 });
    case 'empty':
      throw refuse('bad-name');
    case 'too-long':
      throw refuse('name-too-long', { seat: seat + 1, max: MAX_NAME_LENGTH });
    default:
      throw refuse('duplicate-name', { name: shown });
  }
}
