import { plural } from '../i18n';
import type { en } from './app.messages';

// The app shell's French words: a chunk of their own (`lang-fr.first`), which the gate preloads and
// src/main.tsx awaits before it draws a page in French.
export const fr: typeof en = {
  appName: 'Skull Table',
  tagline: 'L’arbitre de Skull, pour jouer avec vos propres disques ou un jeu de cartes.',
  newGame: 'Nouvelle partie',
  continueGame: 'Reprendre la partie',
  savedGames: 'Parties enregistrées',
  rules: 'Règles',
  settings: 'Réglages',
  statistics: 'Statistiques',
  notFoundTitle: 'Page introuvable',
  notFound: 'Il n’y a pas de page à cette adresse.',
  brokenTitle: 'Un problème est survenu',
  broken: 'Cet écran n’a pas pu s’afficher. Vos parties sont intactes.',
  home: 'Accueil',
  tonight: (games: number) => `Ce soir : ${games} ${plural('fr', games, 'partie', 'parties')} · Rejouer`,
  players: 'Joueurs',
  lastTable: 'Mêmes joueurs que la dernière fois',
  screenFailedTitle: 'Cet écran n’a pas pu être chargé',
  screenFailed:
    'Vous êtes peut-être hors ligne, ou l’application a été mise à jour dans un autre onglet. Vos parties sont enregistrées sur cet appareil.',
  tryAgain: 'Réessayer',
  reload: 'Recharger',
};
