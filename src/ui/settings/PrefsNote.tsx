import { prefsBlocked } from '../comfort/prefs';
import { messages } from './settings.messages';

/** Says plainly when this device will not remember the settings (blocked storage, some private modes). */
export function PrefsNote() {
  const m = messages();
  if (!prefsBlocked()) return null;
  return (
    <p class="settings-warning" role="note">
      {m.prefsBlocked}
    </p>
  );
}
