// Names inside sentences: French elision before a vowel sound, and lists joined the way each language joins them.
import type { Lang } from './langs';

const VOWEL = 'aeiouàâäéèêëîïôöùûüœæ';
// A French editor elides before a vowel (Omar, Élodie), a mute h before a vowel (Hélène, Hervé, Hugo) and a Y read
// as the vowel i, before a consonant (Yves, Yvonne); not before a Y read as a consonant, before a vowel (Yann, Yuki).
const ELIDES = new RegExp(`^([${VOWEL}]|h[${VOWEL}y]|y[^${VOWEL}y\\P{L}])`, 'iu');

/** True when French elides the word before `name` (« d’Omar », « d’Hélène », « d’Yves », but « de Yann »). */
export function elidesBefore(name: string): boolean {
  return ELIDES.test(String(name).normalize('NFC'));
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
