import { defineMessages } from '../i18n';

export const en = {
  appName: 'Skull Table',
  tagline: 'The referee for Skull, played with your own discs.',
  newGame: 'New game',
  continueGame: 'Continue game',
  savedGames: 'Saved games',
  rules: 'Rules',
  settings: 'Settings',
  statistics: 'Statistics',
  loading: 'Loading…',
};

export const fr: typeof en = {
  appName: 'Skull Table',
  tagline: 'L’arbitre de Skull, joué avec vos propres disques.',
  newGame: 'Nouvelle partie',
  continueGame: 'Reprendre la partie',
  savedGames: 'Parties enregistrées',
  rules: 'Règles',
  settings: 'Réglages',
  statistics: 'Statistiques',
  loading: 'Chargement…',
};

export const messages = defineMessages(en, fr);
