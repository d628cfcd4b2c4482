// The app's languages. The first screen's few strings (`*.messages.ts` exporting every language, made by
// defineMessages) ship in the entry; every other area's strings live in one file per language (`x.en.ts`,
// `x.fr.ts`), found per language by catalog.<lang>.ts into a chunk of its own that loadLang fetches.
// tests/unit/i18n checks every dictionary of every language is complete.
import { baseLang, isLang, type Lang } from './langs';

export { LANG_NAMES, LANGS, baseLang, isLang, type Lang } from './langs';

// A message is a plain string or a function of its parameters (plurals, names, numbers).
export type Message = string | ((...args: never[]) => string);
export type Messages = Record<string, Message>;

const STORAGE_KEY = 'skull-table:lang';
let current: Lang = detectLang();
let wanted: Lang = current; // the last choice; a slower earlier load must not override it
const listeners = new Set<(lang: Lang) => void>();

function detectLang(): Lang {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (isLang(saved)) return saved;
  } catch {
    // storage may be blocked (private mode); fall back to the browser's language
  }
  const langs = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'en'];
  for (const l of langs) {
    const base = baseLang(l);
    if (base) return base;
  }
  return 'en';
}

export function getLang(): Lang {
  return current;
}

/**
 * Every lazy area's strings, by area name: each area's `x.messages.ts` adds itself here
 * (`declare module '…/i18n' { interface Areas { x: typeof en } }`), so `areaMessages('x')` is typed.
 */
// biome-ignore lint/suspicious/noEmptyInterface: empty on purpose, each area fills it by declaration merging.
export interface Areas {}

// One loader per language: a language without one is a type error. Each import is its own chunk.
const loaders: Record<Lang, () => Promise<Areas>> = {
  en: () => import('./catalog.en').then((m) => m.catalog),
  fr: () => import('./catalog.fr').then((m) => m.catalog),
  de: () => import('./catalog.de').then((m) => m.catalog),
  es: () => import('./catalog.es').then((m) => m.catalog),
  it: () => import('./catalog.it').then((m) => m.catalog),
};
const catalogs: Partial<Record<Lang, Areas>> = {};
const loading: Partial<Record<Lang, Promise<void>>> = {};

/** Fetches a language's strings once (precached, so instant offline); a failed fetch can be retried. */
export function loadLang(lang: Lang): Promise<void> {
  if (catalogs[lang]) return Promise.resolve();
  loading[lang] ??= loaders[lang]().then(
    (catalog) => {
      catalogs[lang] = catalog;
    },
    (error: unknown) => {
      delete loading[lang];
      throw error;
    },
  );
  return loading[lang];
}

/** What a lazy screen awaits before it renders: the current language's strings, or English if they fail to load. */
export function loadCurrentLang(): Promise<void> {
  return loadLang(current).catch(() => loadLang('en')); // a screen that cannot load either says so (lazy.tsx)
}

function apply(lang: Lang): void {
  if (lang === current || lang !== wanted) return;
  current = lang;
  if (globalThis.document) globalThis.document.documentElement.lang = lang;
  for (const fn of listeners) fn(lang);
}

/** Remembers an explicit choice (even one equal to the detected language) and applies it once its strings are loaded. */
export function setLang(lang: Lang): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered, but the switch still applies for this visit
  }
  wanted = lang;
  if (catalogs[lang]) {
    apply(lang); // already loaded: switch at once, synchronously
    return Promise.resolve();
  }
  return loadLang(lang).then(() => apply(lang));
}

export function onLangChange(fn: (lang: Lang) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The first screen's strings, every language inline; Record<Lang, …> makes a missing language a type error. */
export function defineMessages<E extends Messages>(all: Record<Lang, E>): () => E {
  return () => all[current];
}

/** A lazy area's strings in the current language, from its loaded catalog (English if the current one failed). */
export function areaMessages<K extends keyof Areas>(area: K): () => Areas[K] {
  return () => {
    const catalog = catalogs[current] ?? catalogs.en;
    if (!catalog)
      throw new Error(`The ${current} strings are not loaded yet: await loadCurrentLang() before rendering '${area}'.`);
    return catalog[area];
  };
}

const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {};
/** Picks the plural form of n by the language's own rules (Intl.PluralRules: French counts 0 and 1 as singular). */
export function plural(lang: Lang, n: number, one: string, other: string): string {
  pluralRules[lang] ??= new Intl.PluralRules(lang);
  return pluralRules[lang].select(n) === 'one' ? one : other;
}
