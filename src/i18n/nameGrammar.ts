// Names inside sentences: French elision before a vowel, and lists joined the way each language joins them.
import type { Lang } from './langs';

// A name starting with a vowel sound takes « d’ », « qu’ »… A written h and Y stay unelided (« de Hugo », « de Yann »),
// one choice kept everywhere; digits and emoji too.
const FRENCH_VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/i;

/** True when French elides the word before `name` (« d’Omar », « d’Élodie »). */
export function elidesBefore(name: string): boolean {
  return FRENCH_VOWEL.test(String(name).normalize('NFC'));
}

/** « de Yann », « d’Omar »: the French preposition « de » before a name. */
export function deName(name: string): string {
  return elidesBefore(name) ? `d’${name}` : `de ${name}`;
}

/** « que Yann », « qu’Omar ». */
export function queName(name: string): string {
  return elidesBefore(name) ? `qu’${name}` : `que ${name}`;
}

const formats = new Map<string, Intl.ListFormat>();
function listFormat(lang: Lang, type: 'conjunction' | 'disjunction'): Intl.ListFormat {
  const key = `${lang} ${type}`;
  const format = formats.get(key) ?? new Intl.ListFormat(lang, { type, style: 'long' });
  formats.set(key, format);
  return format;
}

/** “Ann, Bob and Cat” in the language's own way. */
export function listAnd(lang: Lang, items: readonly string[]): string {
  return listFormat(lang, 'conjunction').format(items.map(String));
}

/** “Ann, Bob or Cat” in the language's own way. */
export function listOr(lang: Lang, items: readonly string[]): string {
  return listFormat(lang, 'disjunction').format(items.map(String));
}
