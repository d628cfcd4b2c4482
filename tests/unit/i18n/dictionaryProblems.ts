import type { Message, Messages } from '../../../src/i18n';

// Proper nouns and words French shares with English; anything else identical is a forgotten translation.
export const SAME_IN_BOTH = new Set(['Skull Table', 'Skull', 'Challenger', 'English', 'Français', 'OK', 'Total']);

export function isUntranslated(en: string, fr: string): boolean {
  if (en !== fr) return false;
  if (!/\p{L}/u.test(en)) return false; // numbers, symbols, punctuation
  return !SAME_IN_BOTH.has(en.trim());
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

/** Everything wrong with a dictionary pair, one readable line each; empty when en and fr match. */
export function dictionaryProblems(en: Messages, fr: Messages): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) if (!(key in fr)) problems.push(`${key}: missing in French`);
  for (const key of Object.keys(fr)) if (!(key in en)) problems.push(`${key}: missing in English`);
  for (const key of Object.keys(en)) {
    const e = en[key];
    const f = fr[key];
    if (f === undefined || e === undefined) continue;
    if (typeof e !== 'string' && typeof e !== 'function') problems.push(`${key}: neither text nor a function`);
    if (typeof e !== typeof f) {
      problems.push(`${key}: ${typeof e} in English but ${typeof f} in French`);
      continue;
    }
    if (typeof e === 'string' && typeof f === 'string') {
      if (!f.trim()) problems.push(`${key}: empty in French`);
      if (!e.trim()) problems.push(`${key}: empty in English`);
      if (isUntranslated(e, f)) problems.push(`${key}: "${f}" is still the English text`);
    }
    if (typeof e === 'function' && typeof f === 'function') {
      if (e.length !== f.length) problems.push(`${key}: ${e.length} parameter(s) in English but ${f.length} in French`);
      const eOut = sampleCall(e);
      const fOut = sampleCall(f);
      if (fOut !== null && !fOut.trim()) problems.push(`${key}: empty in French`);
      // A function may return a name as is (a player, a seat); only a phrase of several words counts as untranslated.
      const phrase = fOut !== null && /\p{L}+\s+\p{L}+/u.test(fOut);
      if (eOut !== null && fOut !== null && phrase && isUntranslated(eOut, fOut)) problems.push(`${key}: "${fOut}" is still the English text`);
    }
  }
  return problems;
}
