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
  notFoundTitle: 'Page not found',
  notFound: 'There is no page at this address.',
  brokenTitle: 'Something went wrong',
  broken: 'This screen could not be shown. Your saved games are safe.',
  home: 'Home',
  tonight: (games: number) => `Tonight: ${games} ${games === 1 ? 'game' : 'games'} · Play again`,
  players: 'Players',
  lastTable: 'Same table as last time',
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
  notFoundTitle: 'Page introuvable',
  notFound: 'Il n’y a pas de page à cette adresse.',
  brokenTitle: 'Un problème est survenu',
  broken: 'Cet écran n’a pas pu s’afficher. Vos parties sont intactes.',
  home: 'Accueil',
  tonight: (games: number) => `Ce soir : ${games} ${games < 2 ? 'partie' : 'parties'} · Rejouer`,
  players: 'Joueurs',
  lastTable: 'Même table que la dernière fois',
};

export const messages = defineMessages({ en, fr });
