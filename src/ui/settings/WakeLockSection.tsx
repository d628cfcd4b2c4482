import { messages } from './settings.messages';
import { PrefToggle } from './PrefToggle';

export function WakeLockSection() {
  const m = messages();
  const supported = typeof globalThis.navigator !== 'undefined' && 'wakeLock' in navigator;
  return (
    <fieldset class="settings-choice">
      <legend>{m.awakeTitle}</legend>
      <PrefToggle pref="wakeLock" label={m.awakeLabel} hint={supported ? m.awakeHint : m.awakeMissing} />
    </fieldset>
  );
}
