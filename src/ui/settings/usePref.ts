import { useState } from 'preact/hooks';
import { readPref, writePref, type Prefs } from '../comfort/prefs';

/** A setting as component state: changes apply at once and are remembered when the device allows. */
export function usePref<K extends keyof Prefs>(key: K): [Prefs[K], (value: Prefs[K]) => void] {
  const [value, setValue] = useState<Prefs[K]>(() => readPref(key));
  const set = (next: Prefs[K]) => {
    writePref(key, next);
    setValue(next);
  };
  return [value, set];
}
