import type { en } from './settings.en';

export const fr: typeof en = {
  title: 'Réglages',
  home: 'Accueil',
  languageTitle: 'Langue',
  languageHint: 'Toute l’application et les règles suivent ce choix, mémorisé sur cet appareil.',
  aboutTitle: 'À propos',
  version: (version: string, date: string) => `Version ${version}, compilée le ${date}`,
  browser: (name: string) => `Navigateur\u00a0: ${name}`,
  noErrors: 'Aucune erreur relevée sur cet appareil.',
  errors: (n: number) => `Erreurs relevées sur cet appareil\u00a0: ${n}`,
  privacy: 'Gardé sur cet appareil uniquement\u00a0: rien n’est envoyé nulle part. Aucun nom, rien de vos parties.',
  copy: 'Copier pour signaler un bug',
  copied: 'Copié. Collez-le dans votre signalement.',
  copyFailed: 'Impossible de copier\u00a0: sélectionnez le texte ci-dessous et copiez-le.',
  details: 'Ce qui est copié',
  languageFailed: (name: string) =>
    `Impossible de charger la langue ${name} : vous êtes peut-être hors ligne, ou l’application a été mise à jour dans un autre onglet.`,
};
