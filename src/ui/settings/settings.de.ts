import type { en } from './settings.en';

export const de: typeof en = {
  title: 'Einstellungen',
  home: 'Start',
  languageTitle: 'Sprache',
  languageHint: 'Die ganze App und die Regeln folgen dieser Wahl, und sie wird auf diesem Gerät gespeichert.',
};
