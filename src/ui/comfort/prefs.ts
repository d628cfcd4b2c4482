// Device settings in localStorage, one typed key each; when storage is blocked they live for this visit only.
export interface Prefs {
  theme: 'system' | 'light' | 'dark' | 'black';
  wakeLock: boolean;
  speak: boolean;
  vibrate: boolean;
}

export const DEFAULT_PREFS: Prefs = { theme: 'system', wakeLock: true, speak: false, vibrate: false };

const KEY = 'skull-table:pref:';
const memory: Partial<Prefs> = {};
let blocked = false;

function valid<K extends keyof Prefs>(key: K, value: unknown): value is Prefs[K] {
  if (key === 'theme') return value === 'system' || value === 'light' || value === 'dark' || value === 'black';
  return typeof value === 'boolean';
}

export function readPref<K extends keyof Prefs>(key: K): Prefs[K] {
  const held = memory[key];
  if (held !== undefined) return held as Prefs[K];
  try {
    const raw = globalThis.localStorage?.getItem(KEY + key);
    const value: unknown = raw === null || raw === undefined ? undefined : JSON.parse(raw);
    if (valid(key, value)) return value;
  } catch {
    blocked = true; // blocked storage or a malformed value: fall back to the default
  }
  return DEFAULT_PREFS[key];
}

/** Applies at once; returns false when the device refused to remember it. */
export function writePref<K extends keyof Prefs>(key: K, value: Prefs[K]): boolean {
  memory[key] = value;
  try {
    if (!globalThis.localStorage) throw new Error('no storage');
    globalThis.localStorage.setItem(KEY + key, JSON.stringify(value));
    blocked = false;
    return true;
  } catch {
    // PrefsNote tells the player the choice lasts for this visit only
    blocked = true;
    return false;
  }
}

/** True when this device will not store settings: the screen then says choices last only this visit. */
export function prefsBlocked(): boolean {
  if (blocked) return true;
  try {
    if (!globalThis.localStorage) {
      blocked = true;
      return blocked;
    }
    globalThis.localStorage.setItem(`${KEY}probe`, '1');
    globalThis.localStorage.removeItem(`${KEY}probe`);
  } catch {
    blocked = true;
  }
  return blocked;
}

/** For tests: forget what this page holds in memory. */
export function resetPrefsMemory(): void {
  for (const key of Object.keys(memory) as (keyof Prefs)[]) delete memory[key];
  blocked = false;
}
