import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPrefsMemory, writePref } from '../../../src/ui/comfort/prefs';
import { applyTheme, startTheme } from '../../../src/ui/theme';

function fakeSystem(light: boolean) {
  const listeners: ((e: { matches: boolean }) => void)[] = [];
  const query = {
    matches: light,
    addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => listeners.push(fn),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    switchTo(toLight: boolean) {
      query.matches = toLight;
      for (const fn of listeners) fn({ matches: toLight });
    },
  };
}

const theme = () => document.documentElement.dataset.theme;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetPrefsMemory();
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('follows the system by default, and keeps following it when it changes', () => {
    const system = fakeSystem(true);
    startTheme();
    expect(theme()).toBe('light');
    system.switchTo(false);
    expect(theme()).toBe('dark');
  });

  it('applies a saved choice at start, whatever the system says', () => {
    fakeSystem(true);
    writePref('theme', 'black');
    startTheme();
    expect(theme()).toBe('black');
  });

  it('switches between light, dark and true black, and stops following the system', () => {
    const system = fakeSystem(false);
    startTheme();
    for (const t of ['light', 'dark', 'black'] as const) {
      applyTheme(t);
      expect(theme()).toBe(t);
    }
    system.switchTo(true);
    expect(theme()).toBe('black');
  });

  it('colours the browser bar to match', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    fakeSystem(false);
    startTheme();
    applyTheme('light');
    expect(meta.content).toBe('#f7f4ee');
    applyTheme('black');
    expect(meta.content).toBe('#000000');
    meta.remove();
  });
});
