import { getLang, LANG_NAMES, LANGS, setLang } from '../../i18n';
import { messages } from './settings.messages';

/** The language switch: a radio group, so the current choice is announced and keyboard-friendly. */
export function LanguageSection() {
  const m = messages();
  const current = getLang();
  // One option per language of the app's list, each named in itself; setLang loads its strings before switching.
  const options = LANGS.map((lang) => ({ lang, name: LANG_NAMES[lang] }));
  return (
    <fieldset class="settings-choice">
      <legend>{m.languageTitle}</legend>
      <p class="settings-hint" id="language-hint">
        {m.languageHint}
      </p>
      {options.map((o) => (
        <label key={o.lang} class="settings-option" lang={o.lang}>
          <input
            type="radio"
            name="language"
            value={o.lang}
            checked={current === o.lang}
            aria-describedby="language-hint"
            onChange={() => void setLang(o.lang)}
          />
          <span>{o.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
