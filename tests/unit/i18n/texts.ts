import { LANGS, type Lang, type Message, type Messages, type StringsParts } from '../../../src/i18n';
import type { Catalog } from '../../../src/i18n/catalog.en';
import type { RuleSentences } from '../../../src/rules';
import { PENDING_LANGS } from './pending';
import { ruleTexts } from './ruleSamples';

export { PENDING_LANGS };

/** The languages whose wording the tests check: every language once none is pending. */
export const CHECKED_LANGS: Lang[] = LANGS.filter((lang) => !PENDING_LANGS.includes(lang));
/** Every language but English, the one the others are compared with. */
export const TRANSLATIONS: Lang[] = LANGS.filter((lang) => lang !== 'en');

/** One area's dictionaries, by language, and its `messages` getter. */
export type DictionaryModule = Partial<Record<Lang, Messages>> & { messages?: () => Messages };

// The first screen's areas keep every language in `x.messages.ts`; the others have one file per language,
// `x.<lang>.ts`, beside a `x.messages.ts` that only holds the getter. Vite resolves the globs when the test loads.
const messageModules = import.meta.glob<DictionaryModule>('/src/**/*.messages.ts', { eager: true });
export const languageFiles = import.meta.glob<Partial<Record<string, Messages>>>(
  ['/src/**/*.[a-z][a-z].ts', '!/src/i18n/**'],
  { eager: true },
);
export const catalogFiles = import.meta.glob<{ catalog: Partial<Catalog>; parts: StringsParts }>(
  '/src/i18n/catalog.*.ts',
  { eager: true },
);
/** Each language's areas as its catalog finds them, the parts fetched later (the rules texts) loaded in. */
export const catalogs = Object.fromEntries(
  await Promise.all(
    LANGS.map(async (lang) => {
      const { catalog, parts } = catalogFiles[`/src/i18n/catalog.${lang}.ts`]!;
      const loaded = await Promise.all(Object.values(parts).map((load) => load()));
      return [lang, Object.assign({}, catalog, ...loaded) as Catalog] as const;
    }),
  ),
) as Record<Lang, Catalog>;
/** The app shell's words in each language but English: the first screen's, in a chunk of their own, not a catalog's. */
export const FIRST_SCREEN_FILES = /^\/src\/ui\/app\.[a-z]{2}\.ts$/;

/** A language file's area (its path without `.<lang>.ts`) and language. */
export function splitLanguageFile(path: string): { area: string; lang: string } {
  const m = /^(.*)\.([a-z]{2})\.ts$/.exec(path)!;
  return { area: m[1]!, lang: m[2]! };
}

// The refusals and their card twins (R3), whose sentences take a parameter object.
const RULE_ERRORS = ['/src/ui/refusals/ruleErrors', '/src/ui/refusals/ruleErrorCards'];

/** Every dictionary in the app, lazy screens included, keyed by area (`/src/ui/app`, `/src/ui/table/table`…). */
export const dictionaries: Record<string, DictionaryModule> = {};
for (const [path, mod] of Object.entries(messageModules))
  dictionaries[path.replace(/\.messages\.ts$/, '')] = { ...mod };
for (const [path, mod] of Object.entries(languageFiles)) {
  const { area, lang } = splitLanguageFile(path);
  dictionaries[area] ??= {};
  const entry = dictionaries[area];
  if (LANGS.includes(lang as Lang) && mod[lang]) entry[lang as Lang] = mod[lang];
}

/** One lazy area's dictionaries in every language, as its catalogs hold them. */
export function area<K extends keyof Catalog>(key: K): Record<Lang, Catalog[K]> {
  return Object.fromEntries(LANGS.map((lang) => [lang, catalogs[lang][key]])) as Record<Lang, Catalog[K]>;
}

/** Calls a message with the same value for every parameter; null when it needs richer input (a list, a colour). */
export function callWith(message: Message, value: number): string | null {
  if (typeof message === 'string') return message;
  try {
    const out = (message as (...args: unknown[]) => unknown)(...Array.from({ length: message.length }, () => value));
    return typeof out === 'string' ? out : null;
  } catch {
    return null;
  }
}

/** Every text a key can show, as far as numbers can draw it out: 0, 1 and 2 reach each plural form. */
export function textsOf(message: Message): string[] {
  if (typeof message === 'string') return [message];
  return [0, 1, 2, 5].map((n) => callWith(message, n)).filter((t): t is string => t !== null);
}

/** Every text of one language, labelled `path key`, over every dictionary; with `n`, only the texts drawn with n. */
export function allTexts(lang: Lang, n?: number): { where: string; text: string }[] {
  const draw = (message: Message) =>
    n === undefined ? textsOf(message) : [callWith(message, n)].filter((t): t is string => t !== null);
  return Object.entries(dictionaries).flatMap(([path, mod]) => {
    // Rule errors take a parameter object, not numbers: their sentences are drawn from the typed samples.
    if (RULE_ERRORS.includes(path) && mod[lang])
      return ruleTexts(mod[lang] as unknown as Partial<RuleSentences>, n).map((t) => ({
        where: `${path} ${t.code}`,
        text: t.text,
      }));
    return Object.entries(mod[lang] ?? {}).flatMap(([key, message]) =>
      draw(message).map((text) => ({ where: `${path} ${key}`, text })),
    );
  });
}
