// PENDING: still the English text, to be translated (it is in PENDING_LANGS, tests/unit/i18n/texts.ts).
import type { en } from './settings.en';
export const it: typeof en = {
  title: 'Settings',
  home: 'Home',
  languageTitle: 'Language',
  languageHint: 'The whole app and the rules follow this choice, and it is remembered on this device.',
};
