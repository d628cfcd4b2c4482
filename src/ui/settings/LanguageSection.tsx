import { useState } from 'preact/hooks';
import { recordError } from '../../diagnostics/caughtErrors';
import { getLang, LANG_NAMES, LANGS, type Lang, setLang } from '../../i18n';
import { messages as failureMessages } from '../app.messages';
import { RadioGroup } from './RadioGroup';
import { messages } from './settings.messages';

/** The language switch: one radio per language of the app; the page changes once its strings are loaded. */
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
  const options = LANGS.map((lang) => ({ value: lang, name: LANG_NAMES[lang], lang }));
  return (
    <RadioGroup name="language" options={options} chosen={current} onChoose={choose}>
      {failed && (
        <div class="settings-failed" role="alert">
          <p>{m.languageFailed(LANG_NAMES[failed])}</p>
          <button type="button" onClick={() => choose(failed)}>
            {f.tryAgain}
          </button>
        </div>
      )}
    </RadioGroup>
  );
}
