import { plural } from '../../i18n';

const games = (n: number) => `${n} ${plural('en', n, 'game', 'games')}`;

export const en = {
  title: 'Open a backup',
  home: 'Home',
  savedGames: 'Saved games',
  looking: 'Looking for the file…',
  nothing: 'No file has arrived. Choose a Skull Table backup: you will see what it holds before anything is kept.',
  choose: 'Choose a file',
  reading: 'Reading the file…',
  holds: (file: string) => `What ${file} holds`,
  nothingKept: 'Nothing is kept until you tap Import.',
  gamesNew: (n: number) => `${games(n)} this device does not have yet.`,
  gamesHere: (n: number) => `${games(n)} already here: they are not added twice.`,
  gamesCopies: (n: number) => `${games(n)} that match a game here but have different moves: both versions are kept.`,
  playersKnown: (n: number) => `${n} ${plural('en', n, 'player', 'players')} already known here.`,
  playersNew: (names: string) => `New to this device: ${names}.`,
  matchesTitle: 'The same people?',
  matchesHint:
    'Each name below is also the name of a player here, and will count as them. Untick anyone who is someone else.',
  sameAs: (name: string, here: string) => `${name} in the file and ${here} here are the same person`,
  nightsJoining: (n: number) =>
    plural(
      'en',
      n,
      `${n} game night in the file coincides with one here: the two become one night.`,
      `${n} of the file’s game nights coincide with nights here: each joins the one it overlaps.`,
    ),
  nightsNew: (n: number) => `${n} new game ${plural('en', n, 'night', 'nights')}.`,
  nothingNew: 'Everything in this file is already here: importing it changes nothing.',
  importButton: 'Import',
  cancel: 'Cancel',
  close: 'Close',
  importing: 'Importing…',
  changed: 'The games here changed while the file was open: nothing was imported. Open the file again.',
  openBackup: 'Receive games from another phone',
  importDone: 'The file’s games and players are now here.',
  undoImport: 'Undo the import',
  keep: 'Keep',
  importUndone:
    'The import is undone: the games and players it brought are gone, and anything it changed is back as it was.',
  undoChanged:
    'A game from the import has been played since: undoing it would lose those moves, so nothing was undone.',
  storageRefused: 'The browser refused: nothing changed. Try again.',
  send: 'Send to another phone',
  sentToDownloads: 'The backup is in your downloads: send that file to the other phone, and open it there.',
};
