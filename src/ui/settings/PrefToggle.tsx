import type { Prefs } from '../comfort/prefs';
import { usePref } from './usePref';

type Flag = { [K in keyof Prefs]: Prefs[K] extends boolean ? K : never }[keyof Prefs];

/** One on/off setting as a labelled checkbox, with a hint (or why it does nothing on this device). */
export function PrefToggle({ pref, label, hint }: { pref: Flag; label: string; hint?: string | undefined }) {
  const [on, setOn] = usePref(pref);
  const hintId = `pref-${pref}-hint`;
  return (
    <div class="settings-toggle">
      <label class="settings-option">
        <input
          type="checkbox"
          name={pref}
          checked={on}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => setOn(e.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p class="settings-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
