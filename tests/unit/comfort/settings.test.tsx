import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../../src/i18n';
import { readPref, resetPrefsMemory } from '../../../src/ui/comfort/prefs';
import SettingsScreen from '../../../src/ui/settings/SettingsScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetPrefsMemory();
  setLang('en');
  delete document.documentElement.dataset.theme;
});

const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('settings screen: comforts', () => {
  it('holds the theme, wake lock, sound and touch, storage and about sections after the language', () => {
    const { container } = render(<SettingsScreen />);
    expect([...container.querySelectorAll('main > section')].map((s) => s.id)).toEqual([
      'settings-language',
      'settings-theme',
      'settings-awake',
      'settings-announce',
      'settings-storage',
      'settings-about',
    ]);
  });

  it('switches the theme at once and remembers it', () => {
    render(<SettingsScreen />);
    expect((screen.getByRole('radio', { name: 'Follow the system' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /True black/ }));
    expect(document.documentElement.dataset.theme).toBe('black');
    expect(localStorage.getItem('skull-table:pref:theme')).toBe('"black"');
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('has the wake lock on and speech and vibration off by default, each a toggle', () => {
    render(<SettingsScreen />);
    expect(checkbox('Keep the screen awake during a game').checked).toBe(true);
    expect(checkbox(/Read bids/).checked).toBe(false);
    expect(checkbox(/Vibrate/).checked).toBe(false);
    fireEvent.click(checkbox('Keep the screen awake during a game'));
    fireEvent.click(checkbox(/Read bids/));
    resetPrefsMemory();
    expect(readPref('wakeLock')).toBe(false);
    expect(readPref('speak')).toBe(true);
  });

  it('says when this browser lacks a feature', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    render(<SettingsScreen />);
    expect(screen.getByText(/This browser has no voice/)).toBeTruthy();
  });

  it('warns when settings cannot be stored on this device', () => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    render(<SettingsScreen />);
    expect(screen.getByRole('note').textContent).toMatch(/refuses to store settings/);
  });

  it('shows the storage persistence status, the backup export and the way to the statistics', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: { persisted: async () => false } });
    render(<SettingsScreen />);
    expect(await screen.findByText(/the browser may clear them/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export a backup of every game' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statistics' }).getAttribute('href')).toBe('#/stats');
  });

  it('asks the browser to keep the games where it has not: refused, it says what usually helps; kept, the status says so', async () => {
    let kept = false;
    const answers = [false, true];
    const persist = vi.fn(async () => (kept = answers.shift()!));
    vi.stubGlobal('navigator', { ...navigator, storage: { persisted: async () => kept, persist } });
    render(<SettingsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask the browser to keep them' }));
    expect(await screen.findByText(/has not agreed yet.*installed on the home screen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask the browser to keep them' }));
    expect(await screen.findByText(/the browser has agreed to keep them/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask the browser to keep them' })).toBeNull();
    expect(screen.queryByText(/has not agreed yet/)).toBeNull();
    expect(persist).toHaveBeenCalledTimes(2);
  });

  it('reads in French', () => {
    setLang('fr');
    render(<SettingsScreen />);
    expect(screen.getByRole('group', { name: 'Apparence' })).toBeTruthy();
    expect(checkbox('Garder l’écran allumé pendant une partie').checked).toBe(true);
  });
});
