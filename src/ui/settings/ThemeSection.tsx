import { applyTheme } from '../theme';
import type { Prefs } from '../comfort/prefs';
import { messages } from './settings.messages';
import { usePref } from './usePref';

/** Light, dark or true black; "follow the system" by default. Applies at once. */
export function ThemeSection() {
  const m = messages();
  const [theme, setTheme] = usePref('theme');
  const options: { value: Prefs['theme']; name: string }[] = [
    { value: 'system', name: m.themeSystem },
    { value: 'light', name: m.themeLight },
    { value: 'dark', name: m.themeDark },
    { value: 'black', name: m.themeBlack },
  ];
  return (
    <fieldset class="settings-choice">
      <legend>{m.themeTitle}</legend>
      <p class="settings-hint" id="theme-hint">
        {m.themeHint}
      </p>
      {options.map((o) => (
        <label key={o.value} class="settings-option">
          <input
            type="radio"
            name="theme"
            value={o.value}
            checked={theme === o.value}
            aria-describedby="theme-hint"
            onChange={() => {
              setTheme(o.value);
              applyTheme(o.value);
            }}
          />
          <span>{o.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
