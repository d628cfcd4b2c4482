// The app's languages. The first screen's few strings (app.messages.ts, made by firstScreenMessages) ship in the entry
// in English, each other language in a small chunk of its own; every other area's strings live in one file per
// language (`x.en.ts`, `x.fr.ts`), found per language by catalog.<lang>.ts into a chunk of its own that loadLang
// fetches, the rules texts into a part of their own (StringsPart) fetched with the rules screen.
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

/**
 * A language's strings beyond those every lazy screen shares, each a chunk of its own fetched with the screen that
 * shows it: `rules`, the rules reference's texts (`lang-<lang>.rules`), with the rules screen.
 */
export type StringsPart = 'rules';
export type StringsParts = Record<StringsPart, () => Promise<Partial<Areas>>>;
interface CatalogModule {
  catalog: Partial<Areas>;
  parts: StringsParts;
}

// One loader per language: a language without one is a type error. Each import is its own chunk.
const loaders: Record<Lang, () => Promise<CatalogModule>> = {
  en: () => import('./catalog.en'),
  fr: () => import('./catalog.fr'),
  de: () => import('./catalog.de'),
  es: () => import('./catalog.es'),
  it: () => import('./catalog.it'),
};
const catalogs: Partial<Record<Lang, Partial<Areas>>> = {}; // what is loaded of each language, its parts included
const loading = new Map<string, Promise<void>>(); // by `<lang>` or `<lang>.<part>`
const loaded = new Set<string>();
const partsShown = new Set<StringsPart>(); // the parts a screen has asked for: a language switch brings them too

/**
 * Fetches a language's strings once, or one part of them with them (all precached, so instant offline); a failed
 * fetch can be retried.
 */
export function loadLang(lang: Lang, part?: StringsPart): Promise<void> {
  const key = part ? `${lang}.${part}` : lang;
  if (loaded.has(key)) return Promise.resolve();
  let load = loading.get(key);
  if (!load) {
    const areas = part
      ? loadLang(lang).then(() => loaders[lang]().then((m) => m.parts[part]())) // the part's loader is in the catalog
      : loaders[lang]().then((m) => m.catalog);
    load = areas.then(
      (strings) => {
        catalogs[lang] = { ...catalogs[lang], ...strings };
        loaded.add(key);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/**
 * What a lazy screen awaits before it renders: the current language's strings (and the part it shows), or English if
 * they fail to load.
 */
export function loadCurrentLang(part?: StringsPart): Promise<void> {
  if (part) partsShown.add(part);
  return loadLang(current, part).catch(() => loadLang('en', part)); // a screen that cannot load either says so (lazy.tsx)
}

function apply(lang: Lang): void {
  if (lang === current || lang !== wanted) return;
  current = lang;
  if (globalThis.document) globalThis.document.documentElement.lang = lang;
  for (const fn of listeners) fn(lang);
}

/** Remembers an explicit choice (even one equal to the detected language) and applies it once its strings are loaded,
 *  the first screen's and the parts the screens have shown so far with the rest. */
export function setLang(lang: Lang): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered, but the switch still applies for this visit
  }
  wanted = lang;
  const needed = [lang, ...[...partsShown].map((part) => `${lang}.${part}`)];
  if (firstScreenLoaded(lang) && needed.every((key) => loaded.has(key))) {
    apply(lang); // already loaded: switch at once, synchronously
    return Promise.resolve();
  }
  return Promise.all([
    loadFirstScreen(lang),
    loadLang(lang),
    ...[...partsShown].map((part) => loadLang(lang, part)),
  ]).then(() => apply(lang));
}

export function onLangChange(fn: (lang: Lang) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The update prompt's few strings, every language inline; Record<Lang, …> makes a missing language a type error. */
export function defineMessages<E extends Messages>(all: Record<Lang, E>): () => E {
  return () => all[current];
}

// Each first-screen dictionary's loader, and whether a language is in every one.
const firstScreen: { load: (lang: Lang) => Promise<void>; has: (lang: Lang) => boolean }[] = [];

/**
 * The first screen's strings: English inline (the prerendered Home speaks it), each other language a small chunk of
 * its own that `loadFirstScreen` fetches (the gate preloads the page's); English until it is there.
 */
export function firstScreenMessages<E extends Messages>(
  en: E,
  others: Record<Exclude<Lang, 'en'>, () => Promise<E>>,
): () => E {
  const all: Partial<Record<Lang, E>> = { en };
  firstScreen.push({
    load: async (lang) => {
      all[lang] ??= await others[lang as Exclude<Lang, 'en'>]();
    },
    has: (lang) => all[lang] !== undefined,
  });
  return () => all[current] ?? en;
}

/** Fetches a language's first-screen strings (src/main.tsx awaits the page's before drawing it). */
export function loadFirstScreen(lang: Lang): Promise<void> {
  return Promise.all(firstScreen.map((dictionary) => dictionary.load(lang))).then(() => undefined);
}
const firstScreenLoaded = (lang: Lang) => firstScreen.every((dictionary) => dictionary.has(lang));

/** A lazy area's strings in the current language, from its loaded catalog (English if the current one failed). */
export function areaMessages<K extends keyof Areas>(area: K): () => Areas[K] {
  return () => {
    const strings = catalogs[current]?.[area] ?? catalogs.en?.[area];
    if (!strings)
      throw new Error(`The ${current} strings are not loaded yet: await loadCurrentLang() before rendering '${area}'.`);
    return strings;
  };
}

const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {};
/** Picks the plural form of n by the language's own rules (Intl.PluralRules: French counts 0 and 1 as singular). */
export function plural(lang: Lang, n: number, one: string, other: string): string {
  pluralRules[lang] ??= new Intl.PluralRules(lang);
  return pluralRules[lang].select(n) === 'one' ? one : other;
}
