import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGS, type Lang } from '../../../src/i18n/langs';

type I18n = typeof import('../../../src/i18n');

const STORAGE_KEY = 'skull-table:lang';

/** Loads a fresh copy of the language core, as a new visit would, with the given browser languages. */
async function visit(languages: string[]): Promise<I18n> {
  vi.resetModules();
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(navigator, 'language', { value: languages[0] ?? '', configurable: true });
  return import('../../../src/i18n');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('the language choice', () => {
  it('follows the browser language, region or not', async () => {
    expect((await visit(['fr-CA', 'en'])).getLang()).toBe('fr');
    expect((await visit(['en-GB'])).getLang()).toBe('en');
  });

  // Each language's browser settings, its regions written as browsers write them.
  const REGIONAL: Record<Lang, string[]> = {
    en: ['en-GB', 'en-US', 'en-AU', 'EN'],
    fr: ['fr-FR', 'fr-CA', 'fr-BE', 'fr_CH'],
    de: ['de-DE', 'de-AT', 'de-CH', 'DE'],
    es: ['es-ES', 'es-MX', 'es-419', 'es_AR'],
    it: ['it-IT', 'it-CH', 'it'],
  };
  it.each(LANGS)('speaks %s to a browser set to that language or any of its regional variants', async (lang) => {
    for (const language of REGIONAL[lang]) expect((await visit([language])).getLang(), language).toBe(lang);
  });

  it('takes the first supported language in the browser list', async () => {
    expect((await visit(['ja-JP', 'de-CH', 'fr', 'en'])).getLang()).toBe('de');
    expect((await visit(['pt-BR', 'it-IT', 'es'])).getLang()).toBe('it');
  });

  it('falls back to English when the browser speaks none of them', async () => {
    expect((await visit(['pt', 'ja', 'nl-BE'])).getLang()).toBe('en');
    expect((await visit([])).getLang()).toBe('en');
  });

  it('is remembered: a saved choice beats the browser language on the next visit', async () => {
    const first = await visit(['en-US']);
    first.setLang('fr');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('fr');
    expect((await visit(['en-US'])).getLang()).toBe('fr');
  });

  it('remembers a choice of any language over the browser language, and sets the page language', async () => {
    for (const lang of LANGS) {
      const browser = lang === 'fr' ? 'de-DE' : 'fr-FR'; // a browser set to another language the app speaks
      await (await visit([browser])).setLang(lang);
      expect(document.documentElement.lang).toBe(lang);
      const next = await visit([browser]);
      expect(next.getLang()).toBe(lang);
      await next.loadLang(lang);
      expect(next.areaMessages('settings')()).toBe(
        (await import(`../../../src/ui/settings/settings.${lang}.ts`))[lang],
      );
    }
  });

  it('remembers an explicit choice even when it equals the detected language', async () => {
    (await visit(['fr-FR'])).setLang('fr');
    expect((await visit(['en-US'])).getLang()).toBe('fr');
  });

  it('ignores a saved value that is not a supported language', async () => {
    localStorage.setItem(STORAGE_KEY, 'klingon');
    expect((await visit(['fr'])).getLang()).toBe('fr');
  });

  it('tells listeners and the document about a switch once its strings are loaded, and stops telling after unsubscribing', async () => {
    const i18n = await visit(['en']);
    const heard: string[] = [];
    const off = i18n.onLangChange((l) => heard.push(l));
    await i18n.setLang('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.areaMessages('settings')().title).toBe('Réglages');
    await i18n.setLang('fr');
    off();
    await i18n.setLang('en');
    expect(heard).toEqual(['fr']);
  });

  it('loads each language on its own: a switch waits for its strings, and the latest choice wins', async () => {
    const i18n = await visit(['en']);
    expect(() => i18n.areaMessages('settings')()).toThrow(/not loaded yet/);
    await i18n.loadLang('en');
    const toFrench = i18n.setLang('fr');
    expect(i18n.getLang()).toBe('en'); // French is still loading: the screen keeps its English strings meanwhile
    const backToEnglish = i18n.setLang('en');
    await Promise.all([toFrench, backToEnglish]);
    expect(i18n.getLang()).toBe('en');
    expect(i18n.areaMessages('settings')().title).toBe('Settings');
  });
});

describe('plurals and numbers', () => {
  // Each language's word for a disc, and the counts that take its singular and its plural.
  const DISCS: Record<Lang, { one: string; other: string; singular: number[]; plural: number[] }> = {
    en: { one: 'disc', other: 'discs', singular: [1], plural: [0, 2, 4] },
    fr: { one: 'disque', other: 'disques', singular: [0, 1, 1.5], plural: [2, 4] },
    de: { one: 'Scheibe', other: 'Scheiben', singular: [1], plural: [0, 2, 1.5] },
    es: { one: 'disco', other: 'discos', singular: [1], plural: [0, 2] },
    it: { one: 'disco', other: 'dischi', singular: [1], plural: [0, 2] },
  };
  it.each(LANGS)('uses the %s singular for 1 (and in French for 0 and 1.5 too), else the plural', async (lang) => {
    const { plural } = await visit(['en']);
    const { one, other, singular, plural: many } = DISCS[lang];
    expect(singular.map((n) => plural(lang, n, one, other))).toEqual(singular.map(() => one));
    expect(many.map((n) => plural(lang, n, one, other))).toEqual(many.map(() => other));
  });

  it('reports the reference filter count with the right plural in both languages', async () => {
    await visit(['en']);
    const { en } = await import('../../../src/reference/reference.en');
    const { fr } = await import('../../../src/reference/reference.fr');
    expect([0, 1, 3].map(en.filterCount)).toEqual(['0 sections match.', '1 section matches.', '3 sections match.']);
    expect([0, 1, 3].map(fr.filterCount)).toEqual([
      '0 section correspond.',
      '1 section correspond.',
      '3 sections correspondent.',
    ]);
  });
});
