import { getLang, setLang, type Lang } from '../../i18n';
import { messages } from './settings.messages';

/** The language switch: a radio group, so the current choice is announced and keyboard-friendly. */
export function LanguageSection() {
  const m = messages();
  const current = getLang();
  const options: { lang: Lang; name: string }[] = [
    { lang: 'en', name: m.languageEn },
    { lang: 'fr', name: m.languageFr },
  ];
  return (
    <fieldset class="settings-choice">
      <legend>{m.languageTitle}</legend>
      <p class="settings-hint" id="language-hint">{m.languageHint}</p>
      {options.map((o) => (
        <label key={o.lang} class="settings-option" lang={o.lang}>
          <input
            type="radio"
            name="language"
            value={o.lang}
            checked={current === o.lang}
            aria-describedby="language-hint"
            onChange={() => setLang(o.lang)}
          />
          <span>{o.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
