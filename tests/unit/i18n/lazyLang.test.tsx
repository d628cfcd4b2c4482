import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.resetModules();
});

// A fresh copy of the language core, as on a first visit: no language's strings are loaded yet.
it("a lazy screen waits for the current language's strings as well as its code, then reads them synchronously", async () => {
  vi.resetModules();
  localStorage.setItem('skull-table:lang', 'fr');
  const i18n = await import('../../../src/i18n');
  const { lazyScreen } = await import('../../../src/ui/lazy');
  const title = i18n.areaMessages('settings');
  expect(() => title()).toThrow(/not loaded yet/);
  const Screen = lazyScreen(() => Promise.resolve({ default: () => <h1>{title().title}</h1> }));
  render(<Screen />);
  expect(await screen.findByRole('heading', { name: 'Réglages' })).toBeTruthy();
});

it('the rules texts come with the screen that asks for them, not with the strings every screen loads', async () => {
  vi.resetModules();
  localStorage.setItem('skull-table:lang', 'de');
  const i18n = await import('../../../src/i18n');
  const { lazyScreen } = await import('../../../src/ui/lazy');
  const basics = i18n.areaMessages('basics');
  await i18n.loadCurrentLang();
  expect(i18n.areaMessages('settings')().title).toBe('Einstellungen');
  expect(() => basics()).toThrow(/not loaded yet/);
  const Rules = lazyScreen(() => Promise.resolve({ default: () => <h1>{basics().quickTitle}</h1> }), 'rules');
  render(<Rules />);
  const { de } = await import('../../../src/reference/texts/basics.de');
  expect(await screen.findByRole('heading', { name: de.quickTitle })).toBeTruthy();
});

it('a language switch brings the parts the screens have shown, and waits for them', async () => {
  vi.resetModules();
  const i18n = await import('../../../src/i18n');
  await i18n.loadCurrentLang('rules');
  expect(i18n.getLang()).toBe('en');
  await i18n.setLang('it');
  const { it: italian } = await import('../../../src/reference/texts/basics.it');
  expect(i18n.areaMessages('basics')()).toBe(italian);
});

it("the app shell speaks English until another language's first-screen strings are loaded, then that language", async () => {
  vi.resetModules();
  localStorage.setItem('skull-table:lang', 'es');
  const i18n = await import('../../../src/i18n');
  const { messages } = await import('../../../src/ui/app.messages');
  expect(messages().newGame).toBe('New game'); // what the page would say if its Spanish could not be fetched
  await i18n.loadFirstScreen('es');
  expect(messages().newGame).toBe('Nueva partida');
  await i18n.setLang('fr'); // a switch brings the first screen's strings too
  expect(messages().newGame).toBe('Nouvelle partie');
});
