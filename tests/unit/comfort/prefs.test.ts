import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFS, prefsBlocked, readPref, resetPrefsMemory, writePref } from '../../../src/ui/comfort/prefs';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetPrefsMemory();
});

describe('device settings', () => {
  it('default to: follow the system theme, wake lock on, speech and vibration off', () => {
    expect(DEFAULT_PREFS).toEqual({ theme: 'system', wakeLock: true, speak: false, vibrate: false });
    expect(readPref('theme')).toBe('system');
    expect(readPref('wakeLock')).toBe(true);
    expect(readPref('speak')).toBe(false);
  });

  it('are remembered on the device across page loads', () => {
    expect(writePref('theme', 'black')).toBe(true);
    writePref('speak', true);
    resetPrefsMemory(); // a new page load
    expect(readPref('theme')).toBe('black');
    expect(readPref('speak')).toBe(true);
    expect(prefsBlocked()).toBe(false);
  });

  it('ignore a malformed stored value', () => {
    localStorage.setItem('skull-table:pref:theme', '"purple"');
    localStorage.setItem('skull-table:pref:wakeLock', '{oops');
    expect(readPref('theme')).toBe('system');
    expect(readPref('wakeLock')).toBe(true);
  });

  it('still apply for this visit when storage is blocked, and say so', () => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(writePref('vibrate', true)).toBe(false);
    expect(readPref('vibrate')).toBe(true);
    expect(prefsBlocked()).toBe(true);
  });
});
