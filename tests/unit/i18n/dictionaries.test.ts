import { afterEach, describe, expect, it } from 'vitest';
import { LANGS, setLang, type Lang } from '../../../src/i18n';
import { dictionaryProblems } from './dictionaryProblems';
import {
  catalogFiles,
  catalogs,
  dictionaries as modules,
  FIRST_SCREEN_FILES,
  languageFiles,
  PENDING_LANGS,
  splitLanguageFile,
  TRANSLATIONS,
} from './texts';

afterEach(() => setLang('en'));

it('finds the dictionaries of the app shell, the settings and the rules reference', () => {
  const paths = Object.keys(modules);
  expect(paths).toContain('/src/ui/app');
  expect(paths).toContain('/src/ui/settings/settings');
  expect(paths.filter((p) => p.startsWith('/src/reference/')).length).toBeGreaterThanOrEqual(5);
});

it('has one catalog per language, and each language file is a declared language gathered in its catalog', () => {
  expect(Object.keys(catalogFiles).sort()).toEqual(LANGS.map((lang) => `/src/i18n/catalog.${lang}.ts`).sort());
  expect(Object.keys(languageFiles).length).toBeGreaterThanOrEqual(LANGS.length * 10);
  for (const [path, mod] of Object.entries(languageFiles)) {
    const { area, lang } = splitLanguageFile(path);
    expect(LANGS, path).toContain(lang);
    if (FIRST_SCREEN_FILES.test(path)) continue; // the app shell's words come with the first screen
    const name = area.split('/').pop()!;
    const catalog = catalogs[lang as Lang] as unknown as Record<string, unknown>;
    expect(catalog[name], `${path} is not in catalog.${lang}.ts`).toBe(mod[lang]);
  }
  // The build finds the areas: every language has the same ones as English.
  const areas = (lang: Lang) => Object.keys(catalogs[lang]).sort();
  for (const lang of LANGS) expect(areas(lang), lang).toEqual(areas('en'));
  expect(areas('en')).toContain('table');
});

it('keeps the rules texts out of the strings every screen loads: they come with the rules screen', () => {
  const RULES_AREAS = ['reference', 'basics', 'bidding', 'outcomes', 'variants', 'help', 'examples', 'rulesCards'];
  for (const lang of LANGS) {
    const everyScreen = Object.keys(catalogFiles[`/src/i18n/catalog.${lang}.ts`]!.catalog);
    expect(everyScreen, lang).toContain('table');
    expect(
      everyScreen.filter((area) => RULES_AREAS.includes(area)),
      lang,
    ).toEqual([]);
    expect(Object.keys(catalogs[lang]), lang).toEqual(expect.arrayContaining(RULES_AREAS));
  }
});

describe.each(Object.entries(modules))('%s', (_path, mod) => {
  it('has a dictionary in every language and a messages getter', () => {
    for (const lang of LANGS) expect(mod[lang], lang).toBeTypeOf('object');
    expect(mod.messages).toBeTypeOf('function');
  });

  // A pending language (PENDING_LANGS) is a copy of the English: its keys are checked, not yet its wording.
  it.each(TRANSLATIONS)(
    'has every key in English and %s, of the same kind and arity, translated and not empty',
    (lang) => {
      expect(
        dictionaryProblems(mod.en ?? {}, mod[lang] ?? {}, lang, { wording: !PENDING_LANGS.includes(lang) }),
      ).toEqual([]);
    },
  );

  it('serves the dictionary of the current language', () => {
    for (const lang of [...LANGS].reverse()) {
      setLang(lang);
      expect(mod.messages?.(), lang).toBe(mod[lang]);
    }
  });
});

describe('the dictionary check catches', () => {
  const en = { title: 'Rules', count: (n: number) => `${n} discs`, name: 'Skull Table' };

  it('a key missing in French, or only in French', () => {
    expect(
      dictionaryProblems(en, { count: (n: number) => `${n} disques`, name: 'Skull Table', extra: 'Plus' }),
    ).toEqual(['title: missing in French', 'extra: missing in English']);
  });

  it('a text where English has a function, and a function with other parameters', () => {
    const fr = { title: () => 'Règles', count: (n: number, _m: number) => `${n} disques`, name: 'Skull Table' };
    expect(dictionaryProblems(en, fr)).toEqual([
      'title: string in English but function in French',
      'count: 1 parameter(s) in English but 2 in French',
    ]);
  });

  it('a function whose French phrase is still English, but not one that returns a name', () => {
    const names = ['Ana', 'Ben', 'Chloé'];
    const en2 = { seat: (i: number) => names[i] ?? '', line: (n: number) => `${n} discs left` };
    expect(
      dictionaryProblems(en2, { seat: (i: number) => names[i] ?? '', line: (n: number) => `${n} discs left` }),
    ).toEqual(['line: "2 discs left" is still the English text']);
  });

  it('a German text left in English, but not a word German shares with English by its glossary', () => {
    const de = { title: 'Regeln', count: (n: number) => `${n} Scheiben`, name: 'Skull Table' };
    expect(dictionaryProblems(en, { ...de, title: 'Rules' }, 'de')).toEqual([
      'title: "Rules" is still the English text',
    ]);
    expect(dictionaryProblems({ ...en, title: 'Skull' }, { ...de, title: 'Skull' }, 'de')).toEqual([]);
    expect(dictionaryProblems(en, { ...de, title: 'Rules', count: () => '' }, 'de', { wording: false })).toEqual([
      'count: 1 parameter(s) in English but 0 in German',
      'count: empty in German',
    ]);
  });

  it('an empty French text and one left in English, but not the app name', () => {
    expect(dictionaryProblems(en, { title: 'Rules', count: () => ' ', name: 'Skull Table' })).toEqual([
      'title: "Rules" is still the English text',
      'count: 1 parameter(s) in English but 0 in French',
      'count: empty in French',
    ]);
  });
});
