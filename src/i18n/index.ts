// The app's languages. Each area of the UI owns its own dictionary pair in a file named
// `*.messages.ts` that exports `en`, `fr` and a `messages` getter made by defineMessages, so
// lazy-loaded screens carry their own strings. tests/unit/i18n checks every pair is complete.
export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];

// A message is a plain string or a function of its parameters (plurals, names, numbers).
export type Message = string | ((...args: never[]) => string);
export type Messages = Record<string, Message>;

const STORAGE_KEY = 'skull-table:lang';
let current: Lang = detectLang();
const listeners = new Set<(lang: Lang) => void>();

function detectLang(): Lang {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (saved === 'en' || saved === 'fr') return saved;
  } catch {
    // storage may be blocked (private mode); fall back to the browser's language
  }
  const langs = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'en'];
  for (const l of langs) {
    const base = l.toLowerCase().split('-')[0];
    if (base === 'fr' || base === 'en') return base;
  }
  return 'en';
}

export function getLang(): Lang {
  return current;
}

/** Applies and remembers an explicit choice, even one equal to the detected language. */
export function setLang(lang: Lang): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered, but the switch still applies for this visit
  }
  if (lang === current) return;
  current = lang;
  if (globalThis.document) globalThis.document.documentElement.lang = lang;
  for (const fn of listeners) fn(lang);
}

export function onLangChange(fn: (lang: Lang) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Pairs an English dictionary with its French twin; the type forces the same keys and shapes. */
export function defineMessages<E extends Messages>(en: E, fr: { [K in keyof E]: E[K] }): () => E {
  const all: Record<Lang, E> = { en, fr: fr as E };
  return () => all[current];
}

const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {};
/** Picks the plural form of n for lang (French counts 0 and 1 as singular). */
export function plural(lang: Lang, n: number, one: string, other: string): string {
  const rules = (pluralRules[lang] ??= new Intl.PluralRules(lang));
  return rules.select(n) === 'one' ? one : other;
}

export function formatNumber(lang: Lang, n: number): string {
  return new Intl.NumberFormat(lang).format(n);
}
