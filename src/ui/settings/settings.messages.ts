import { defineMessages } from '../../i18n';

export const en = {
  title: 'Settings',
  home: 'Home',
  languageTitle: 'Language',
  languageHint: 'The whole app and the rules follow this choice, and it is remembered on this device.',
  // Each language is named in itself, so both dictionaries carry the same names.
  languageEn: 'English',
  languageFr: 'Français',
};

export const fr: typeof en = {
  title: 'Réglages',
  home: 'Accueil',
  languageTitle: 'Langue',
  languageHint: 'Toute l’application et les règles suivent ce choix, mémorisé sur cet appareil.',
  languageEn: 'English',
  languageFr: 'Français',
};

export const messages = defineMessages(en, fr);
