import { plural } from '../i18n';
import type { en } from './app.messages';

// The app shell's German words: a chunk of their own (`lang-de.first`), which the gate preloads and
// src/main.tsx awaits before it draws a page in German.
export const de: typeof en = {
  appName: 'Skull Table',
  tagline: 'Der Schiedsrichter für Skull: Gespielt wird mit deinen eigenen Scheiben oder einem Kartenspiel.',
  newGame: 'Neue Partie',
  continueGame: 'Partie fortsetzen',
  savedGames: 'Gespeicherte Partien',
  rules: 'Regeln',
  settings: 'Einstellungen',
  statistics: 'Statistik',
  notFoundTitle: 'Seite nicht gefunden',
  notFound: 'Unter dieser Adresse gibt es keine Seite.',
  brokenTitle: 'Etwas ist schiefgegangen',
  broken: 'Dieser Bildschirm konnte nicht angezeigt werden. Deine gespeicherten Partien sind sicher.',
  home: 'Start',
  tonight: (games: number) => `Heute Abend: ${games} ${plural('de', games, 'Partie', 'Partien')} · Noch eine Partie`,
  players: 'Spieler',
  lastTable: 'Dieselben Spieler wie beim letzten Mal',
  screenFailedTitle: 'Dieser Bildschirm konnte nicht geladen werden',
  screenFailed:
    'Vielleicht bist du offline, oder die App wurde in einem anderen Tab aktualisiert. Deine Partien sind auf diesem Gerät gespeichert.',
  tryAgain: 'Erneut versuchen',
  reload: 'Neu laden',
};
