// What a game screen asks for while it is open: an awake screen, and, when chosen, spoken
// announcements and a buzz on taps. Settings are read when the screen opens.
import { useEffect } from 'preact/hooks';
import { getLang } from '../../i18n';
import { readPref } from './prefs';
import { speak, stopSpeaking } from './speech';
import { buzzOnTaps } from './vibrate';
import { keepScreenAwake } from './wakeLock';

export function useTableComforts(announcement: string): void {
  useEffect(() => {
    const release = readPref('wakeLock') ? keepScreenAwake() : () => {};
    const unbuzz = readPref('vibrate') ? buzzOnTaps() : () => {};
    return () => {
      release();
      unbuzz();
      stopSpeaking();
    };
  }, []);
  useEffect(() => {
    if (announcement && readPref('speak')) speak(announcement, getLang());
  }, [announcement]);
}
