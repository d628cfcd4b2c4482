// The gate before the first paint (src/prerender/gate.ts): the prerendered English Home is shown only when the app
// would draw exactly it (issue 27: no other language, screen or Home may flash).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gate } from '../../../src/prerender/gate';
import { LANGS } from '../../../src/i18n/langs';

const BARS = { light: '#f7f4ee', dark: '#1d1a24', black: '#000000' };
const ENTRY = '/assets/index-test.js';
/** The scripts the gate added to the head (kept out of the page: happy-dom would try to load them). */
let added: HTMLScriptElement[] = [];
const entries = () => added.filter((s) => s.type === 'module' && s.getAttribute('src') === ENTRY).length;
const aFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 1)));
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLScriptElement[]));
  });
});
const define = (name: string, value: unknown) => Object.defineProperty(navigator, name, { value, configurable: true });

function run({ languages = ['en-US'], hash = '', controller = false } = {}): boolean {
  define('languages', languages);
  define('serviceWorker', controller ? { controller: {} } : undefined);
  history.replaceState(null, '', `/${hash}`);
  document.documentElement.className = '';
  gate('en', LANGS, BARS, ENTRY);
  return document.documentElement.classList.contains('prerendered-shown');
}

afterEach(async () => {
  await aFrame(); // the entry a shown Home adds after its first frame, before the next test counts
  vi.restoreAllMocks();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the prerendered Home', () => {
  it('is shown on a first visit to Home in English', () => {
    expect(run()).toBe(true);
    expect(run({ languages: ['xx', 'en-GB'] })).toBe(true); // the first language the app has, as detectLang picks it
  });

  it('stays hidden in another language, detected or saved', () => {
    expect(run({ languages: ['fr-FR', 'en'] })).toBe(false);
    localStorage.setItem('skull-table:lang', 'de');
    expect(run()).toBe(false);
  });

  it('stays hidden on a deep link', () => {
    expect(run({ hash: '#/rules/bidding' })).toBe(false);
    expect(run({ hash: '#/game/abc' })).toBe(false);
    expect(run({ hash: '#/' })).toBe(true);
  });

  it('stays hidden on a return unless Home marked that it shows no game', () => {
    expect(run({ controller: true })).toBe(false);
    localStorage.setItem('skull-table:pref:speak', 'true');
    expect(run()).toBe(false);
    localStorage.setItem('skull-table:home-plain', '1');
    expect(run({ controller: true })).toBe(true);
  });

  it('applies a saved theme and its bar colour before the first paint', () => {
    const meta = document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'theme-color' }));
    localStorage.setItem('skull-table:pref:theme', JSON.stringify('black'));
    run();
    expect(document.documentElement.dataset.theme).toBe('black');
    expect(meta.getAttribute('content')).toBe('#000000');
    meta.remove();
  });

  it('adds the app after the first frame when it shows the prerendered Home, so nothing holds that frame back', async () => {
    expect(run()).toBe(true);
    expect(entries()).toBe(0);
    await aFrame();
    expect(entries()).toBe(1);
  });

  it('shows Home only once the page is parsed, never half of it, and adds the app after that frame', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      expect(run()).toBe(false); // the rest of Home may still be on its way
      await aFrame();
      expect(entries()).toBe(0);
    } finally {
      delete (document as { readyState?: unknown }).readyState; // the prototype's getter again
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.documentElement.classList.contains('prerendered-shown')).toBe(true);
    expect(entries()).toBe(0);
    await aFrame();
    expect(entries()).toBe(1);
  });

  it('adds the app at once when the app draws the page itself', () => {
    expect(run({ languages: ['fr-FR'] })).toBe(false);
    expect(entries()).toBe(1);
  });

  it("preloads the app shell's words in the page's language beside the app, none for the prerendered one", () => {
    const FIRST = { fr: '/assets/lang-fr.first-x.js', de: '/assets/lang-de.first-y.js' };
    const preloads = () =>
      (added as Element[])
        .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'modulepreload')
        .map((link) => link.href);
    const visit = (languages: string[]) => {
      define('languages', languages);
      added = [];
      gate('en', LANGS, BARS, ENTRY, FIRST);
    };
    visit(['de-AT']);
    expect(preloads()).toEqual([new URL(FIRST.de, location.href).href]);
    expect(entries()).toBe(1);
    localStorage.setItem('skull-table:lang', 'fr'); // a saved choice wins over the browser's
    visit(['de-AT']);
    expect(preloads()).toEqual([new URL(FIRST.fr, location.href).href]);
    localStorage.clear();
    history.replaceState(null, '', '/#/rules'); // the app draws this page too, in English: its words are in the entry
    visit(['en-GB']);
    expect(entries()).toBe(1);
    expect(preloads()).toEqual([]);
  });
});
