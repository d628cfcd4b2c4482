import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

  it.each([
    ['de', ['de-DE'], ['de-AT'], ['de-CH'], ['DE']],
    ['es', ['es-ES'], ['es-MX'], ['es-419'], ['es_AR']],
    ['it', ['it-IT'], ['it-CH'], ['it']],
  ])('speaks %s to a browser set to that language or any of its regional variants', async (lang, ...variants) => {
    for (const languages of variants)
      expect((await visit(languages as string[])).getLang(), String(languages)).toBe(lang);
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

  it('remembers a choice of German, Spanish or Italian over the browser language, and sets the page language', async () => {
    for (const lang of ['de', 'es', 'it'] as const) {
      await (await visit(['fr-FR'])).setLang(lang);
      expect(document.documentElement.lang).toBe(lang);
      const next = await visit(['fr-FR']);
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
  it('uses the singular for 1 only in English, German, Spanish and Italian, for 0 and 1 in French', async () => {
    const { plural } = await visit(['en']);
    const en = (n: number) => plural('en', n, 'disc', 'discs');
    const fr = (n: number) => plural('fr', n, 'disque', 'disques');
    expect([0, 1, 2, 4].map(en)).toEqual(['discs', 'disc', 'discs', 'discs']);
    expect([0, 1, 2, 4].map(fr)).toEqual(['disque', 'disque', 'disques', 'disques']);
    expect(fr(1.5)).toBe('disque');
    expect([0, 1, 2, 1.5].map((n) => plural('de', n, 'Scheibe', 'Scheiben'))).toEqual([
      'Scheiben',
      'Scheibe',
      'Scheiben',
      'Scheiben',
    ]);
    expect([0, 1, 2].map((n) => plural('es', n, 'disco', 'discos'))).toEqual(['discos', 'disco', 'discos']);
    expect([0, 1, 2].map((n) => plural('it', n, 'disco', 'dischi'))).toEqual(['dischi', 'disco', 'dischi']);
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
