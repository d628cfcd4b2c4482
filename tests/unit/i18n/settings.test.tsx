import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { getLang, setLang } from '../../../src/i18n';
import SettingsScreen from '../../../src/ui/settings/SettingsScreen';
import { SETTINGS_SECTIONS } from '../../../src/ui/settings/sections';

afterEach(() => {
  cleanup();
  setLang('en');
  localStorage.clear();
});

it('lists its settings as sections, the language first', () => {
  const { container } = render(<SettingsScreen />);
  expect(SETTINGS_SECTIONS[0]?.id).toBe('language');
  expect([...container.querySelectorAll('main > section')].map((s) => s.id)).toEqual(SETTINGS_SECTIONS.map((s) => `settings-${s.id}`));
});

it('offers English and French, each named in itself, with the current one checked', () => {
  setLang('fr');
  render(<SettingsScreen />);
  expect(screen.getByRole('group', { name: 'Langue' })).toBeTruthy();
  expect((screen.getByRole('radio', { name: 'Français' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(false);
});

it('switches the language and remembers it on this device', () => {
  render(<SettingsScreen />);
  fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
  expect(getLang()).toBe('fr');
  expect(localStorage.getItem('skull-table:lang')).toBe('fr');
});
