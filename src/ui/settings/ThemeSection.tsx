import { applyTheme } from '../theme';
import type { Prefs } from '../comfort/prefs';
import { type RadioOption, RadioGroup } from './RadioGroup';
import { messages } from './settings.messages';
import { usePref } from './usePref';

/** Light, dark or true black; "follow the system" by default. Applies at once. */
export function ThemeSection() {
  const m = messages();
  const [theme, setTheme] = usePref('theme');
  const options: RadioOption<Prefs['theme']>[] = [
    { value: 'system', name: m.themeSystem },
    { value: 'light', name: m.themeLight },
    { value: 'dark', name: m.themeDark },
    { value: 'black', name: m.themeBlack },
  ];
  const choose = (value: Prefs['theme']) => {
    setTheme(value);
    applyTheme(value);
  };
  return <RadioGroup name="theme" options={options} chosen={theme} onChoose={choose} />;
}
