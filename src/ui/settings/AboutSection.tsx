import { useState } from 'preact/hooks';
import { recordError } from '../../diagnostics/caughtErrors';
import { diagnostics, reportText } from '../../diagnostics/report';
import { formatWhen } from '../../i18n/dates';
import { type Outcome, OutcomeNote } from './OutcomeNote';
import { messages } from './settings.messages';

/** Which version this device runs, and its own record of caught errors, to copy into a bug report; nothing is sent. */
export function AboutSection() {
  const m = messages();
  const [copied, setCopied] = useState<Outcome>(null);
  const [open, setOpen] = useState(false);
  const info = diagnostics();
  const report = reportText(info);
  const date = formatWhen(Date.parse(info.built), 'longDate') || info.built;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(report);
      setCopied('done');
    } catch (error) {
      recordError('about.copy', error);
      setCopied('failed');
      setOpen(true); // the text to select by hand
    }
  };
  return (
    <fieldset class="settings-choice about">
      <legend>{m.aboutTitle}</legend>
      <p data-version={info.version}>{m.version(info.version, date)}</p>
      <p class="settings-hint about-browser">{m.browser(info.browser)}</p>
      <p data-errors={info.errors.length}>{info.errors.length ? m.errors(info.errors.length) : m.noErrors}</p>
      <p class="settings-hint">{m.privacy}</p>
      <div class="settings-actions">
        <button type="button" onClick={copy}>
          {m.copy}
        </button>
      </div>
      <OutcomeNote outcome={copied} done={m.copied} failed={m.copyFailed} />
      <details open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>{m.details}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region: tabIndex lets a keyboard scroll it (axe's scrollable-region-focusable). */}
        <pre class="about-report" tabIndex={0}>
          {report}
        </pre>
      </details>
    </fieldset>
  );
}
