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
