// PENDING: still the English text, to be translated (es is in PENDING_LANGS, tests/unit/i18n/texts.ts).
import type { en } from './settings.en';
export const es: typeof en = {
  title: 'Settings',
  home: 'Home',
  languageTitle: 'Language',
  languageHint: 'The whole app and the rules follow this choice, and it is remembered on this device.',
};
