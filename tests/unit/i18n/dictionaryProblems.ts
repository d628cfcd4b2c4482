import { LANG_NAMES, type Lang, type Message, type Messages } from '../../../src/i18n';
import { LANG_LABEL, LANG_RULES } from './langs';

// Proper nouns every language shares with English, and each language's own loanwords (its sameAsEnglish, beside
// its glossary); anything else identical is a forgotten translation.
const SAME_EVERYWHERE = ['Skull Table', 'Skull', ...Object.values(LANG_NAMES)];

export function isUntranslated(en: string, other: string, lang: Lang = 'fr'): boolean {
  if (en !== other) return false;
  if (!/\p{L}/u.test(en)) return false; // numbers, symbols, punctuation
  return ![...SAME_EVERYWHERE, ...LANG_RULES[lang].sameAsEnglish].includes(en.trim());
}

/** Calls a message function with a number for each parameter; null when it needs richer input. */
function sampleCall(fn: Message): string | null {
  if (typeof fn !== 'function') return null;
  try {
    const out = (fn as (...args: unknown[]) => unknown)(...Array.from({ length: fn.length }, () => 2));
    return typeof out === 'string' ? out : null;
  } catch {
    return null;
  }
}

/**
 * Everything wrong with a dictionary pair, one readable line each; empty when English and the other language match.
 * `wording: false` checks only keys, kinds, arities and emptiness (a language whose translation is pending).
 */
export function dictionaryProblems(
  en: Messages,
  other: Messages,
  lang: Lang = 'fr',
  { wording = true } = {},
): string[] {
  const label = LANG_LABEL[lang];
  const problems: string[] = [];
  for (const key of Object.keys(en)) if (!(key in other)) problems.push(`${key}: missing in ${label}`);
  for (const key of Object.keys(other)) if (!(key in en)) problems.push(`${key}: missing in English`);
  for (const key of Object.keys(en)) {
    const e = en[key];
    const o = other[key];
    if (o === undefined || e === undefined) continue;
    if (typeof e !== 'string' && typeof e !== 'function') problems.push(`${key}: neither text nor a function`);
    if (typeof e !== typeof o) {
      problems.push(`${key}: ${typeof e} in English but ${typeof o} in ${label}`);
      continue;
    }
    if (typeof e === 'string' && typeof o === 'string') {
      if (!o.trim()) problems.push(`${key}: empty in ${label}`);
      if (!e.trim()) problems.push(`${key}: empty in English`);
      if (wording && isUntranslated(e, o, lang)) problems.push(`${key}: "${o}" is still the English text`);
    }
    if (typeof e === 'function' && typeof o === 'function') {
      if (e.length !== o.length)
        problems.push(`${key}: ${e.length} parameter(s) in English but ${o.length} in ${label}`);
      const eOut = sampleCall(e);
      const oOut = sampleCall(o);
      if (oOut !== null && !oOut.trim()) problems.push(`${key}: empty in ${label}`);
      // A function may return a name as is (a player, a seat); only a phrase of several words counts as untranslated.
      const phrase = oOut !== null && /\p{L}+\s+\p{L}+/u.test(oOut);
      if (wording && eOut !== null && oOut !== null && phrase && isUntranslated(eOut, oOut, lang))
        problems.push(`${key}: "${oOut}" is still the English text`);
    }
  }
  return problems;
}
