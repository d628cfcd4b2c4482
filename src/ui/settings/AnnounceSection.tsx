import { speechSupported } from '../comfort/speech';
import { vibrationSupported } from '../comfort/vibrate';
import { messages } from './settings.messages';
import { PrefToggle } from './PrefToggle';

/** Spoken announcements and a buzz on taps: both off until a table asks for them. */
export function AnnounceSection() {
  const m = messages();
  return (
    <fieldset class="settings-choice">
      <legend>{m.announceTitle}</legend>
      <PrefToggle pref="speak" label={m.speakLabel} hint={speechSupported() ? m.speakHint : m.speakMissing} />
      <PrefToggle pref="vibrate" label={m.vibrateLabel} hint={vibrationSupported() ? undefined : m.vibrateMissing} />
    </fieldset>
  );
}
