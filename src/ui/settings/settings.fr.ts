import type { en } from './settings.en';

export const fr: typeof en = {
  title: 'Réglages',
  home: 'Accueil',
  languageTitle: 'Langue',
  languageHint: 'Toute l’application et les règles suivent ce choix, mémorisé sur cet appareil.',
};
