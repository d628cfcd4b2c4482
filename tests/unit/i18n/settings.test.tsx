import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { getLang, LANG_NAMES, LANGS, loadLang, setLang } from '../../../src/i18n';
import SettingsScreen from '../../../src/ui/settings/SettingsScreen';
import { SETTINGS_SECTIONS } from '../../../src/ui/settings/settingsSections';

afterEach(() => {
  cleanup();
  setLang('en');
  localStorage.clear();
});

it('lists its settings as sections, the language first', () => {
  const { container } = render(<SettingsScreen />);
  expect(SETTINGS_SECTIONS[0]?.id).toBe('language');
  expect([...container.querySelectorAll('main > section')].map((s) => s.id)).toEqual(
    SETTINGS_SECTIONS.map((s) => `settings-${s.id}`),
  );
});

it('offers every language, each named in itself and marked with its own lang, with the current one checked', () => {
  setLang('fr');
  render(<SettingsScreen />);
  expect(screen.getByRole('group', { name: 'Langue' })).toBeTruthy();
  expect((screen.getByRole('radio', { name: 'Français' }) as HTMLInputElement).checked).toBe(true);
  const language = screen.getByRole('group', { name: 'Langue' });
  expect([...language.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
    'English',
    'Français',
    'Deutsch',
    'Español',
    'Italiano',
  ]);
  expect([...language.querySelectorAll('label')].map((l) => l.getAttribute('lang'))).toEqual([...LANGS]);
  for (const name of ['English', 'Deutsch', 'Español', 'Italiano'])
    expect((screen.getByRole('radio', { name }) as HTMLInputElement).checked).toBe(false);
});

it('switches the language and remembers it on this device', () => {
  render(<SettingsScreen />);
  fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
  expect(getLang()).toBe('fr');
  expect(localStorage.getItem('skull-table:lang')).toBe('fr');
});

// The screen starts in English: every other language, by the name it gives itself.
it.each(LANGS.filter((lang) => lang !== 'en').map((lang) => [LANG_NAMES[lang], lang] as const))(
  'switches to %s once its strings are loaded, and remembers it',
  async (name, lang) => {
    render(<SettingsScreen />);
    fireEvent.click(screen.getByRole('radio', { name }));
    await loadLang(lang);
    await waitFor(() => expect(getLang()).toBe(lang));
    expect(localStorage.getItem('skull-table:lang')).toBe(lang);
    expect(document.documentElement.lang).toBe(lang);
  },
);
