import { useState } from 'preact/hooks';
import { recordError } from '../../diagnostics/errors';
import { getLang, LANG_NAMES, LANGS, type Lang, setLang } from '../../i18n';
import { messages as failureMessages } from '../app.messages';
import { messages } from './settings.messages';

/** The language switch: a radio group, so the current choice is announced and keyboard-friendly. */
export function LanguageSection() {
  const m = messages();
  const f = failureMessages();
  const current = getLang();
  // A language whose strings did not arrive: the page stays in the current one and says so, with Try again.
  const [failed, setFailed] = useState<Lang | null>(null);
  const choose = (lang: Lang) => {
    setFailed(null);
    setLang(lang).catch((error: unknown) => {
      recordError('settings.language', error);
      setFailed(lang);
    });
  };
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
            onChange={() => choose(o.lang)}
          />
          <span>{o.name}</span>
        </label>
      ))}
      {failed && (
        <div class="settings-failed" role="alert">
          <p>{m.languageFailed(LANG_NAMES[failed])}</p>
          <button type="button" onClick={() => choose(failed)}>
            {f.tryAgain}
          </button>
        </div>
      )}
    </fieldset>
  );
}
