import { firstScreenMessages, plural } from '../i18n';

// The app shell's strings: Home, NotFound, the error boundary and LoadFailed (a screen or a language that could not be
// loaded, whose code may be exactly what failed to arrive). English is in the entry, as the prerendered Home speaks
// it; each other language is a small chunk of its own (app.<lang>.ts), in the page before it is drawn (src/main.tsx).

export const en = {
  appName: 'Skull Table',
  tagline: 'The referee for Skull, played with your own discs or a deck of cards.',
  newGame: 'New game',
  continueGame: 'Continue game',
  savedGames: 'Saved games',
  rules: 'Rules',
  settings: 'Settings',
  statistics: 'Statistics',
  notFoundTitle: 'Page not found',
  notFound: 'There is no page at this address.',
  brokenTitle: 'Something went wrong',
  broken: 'This screen could not be shown. Your saved games are safe.',
  home: 'Home',
  tonight: (games: number) => `Tonight: ${games} ${plural('en', games, 'game', 'games')} · Play again`,
  players: 'Players',
  lastTable: 'Same table as last time',
  // LoadFailed
  screenFailedTitle: 'This screen could not be loaded',
  screenFailed: 'You may be offline, or the app was updated in another tab. Your games are saved on this device.',
  tryAgain: 'Try again',
  reload: 'Reload',
};

export const messages = firstScreenMessages(en, {
  fr: () => import('./app.fr').then((m) => m.fr),
  de: () => import('./app.de').then((m) => m.de),
  es: () => import('./app.es').then((m) => m.es),
  it: () => import('./app.it').then((m) => m.it),
});
