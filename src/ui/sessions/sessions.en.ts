import { plural } from '../../i18n';

export const en = {
  title: 'Saved games',
  home: 'Home',
  deviceNote:
    'Your games are saved only on this device, in this browser. Clearing the browser’s site data (or clearing its history with “site data” ticked) deletes them. An export file is your backup: keep it somewhere safe, and import it here or on another device.',
  persistent: 'This browser has agreed to keep these games until you delete them.',
  bestEffort: 'This browser may delete these games if the device runs short of space: export them now and then.',
  unsupported: 'This browser does not say how long it keeps these games: export them now and then.',
  unavailable:
    'This browser does not let the app store games here (private browsing?): games last only while the page stays open. Export them to keep them.',
  empty: 'No saved games yet. A game is saved here as soon as it starts.',
  exportAll: 'Export all games',
  importFile: 'Import from a file',
  open: 'Open',
  rematch: 'Play again',
  exportOne: 'Export',
  remove: 'Delete',
  undo: 'Undo',
  showMore: (n: number) => `Show ${n} more ${plural('en', n, 'game', 'games')}`,
  players: (names: string) => names,
  inRound: (round: number) => `Round ${round}`,
  won: (name: string) => `${name} won`,
  lastPlayed: (when: string) => `Last played ${when}`,
  successes: (name: string, n: number) => `${name}: ${n} ${plural('en', n, 'success', 'successes')}`,
  deleted: (names: string) => `Game with ${names} deleted.`,
  imported: (added: number, copies: number, skipped: number) =>
    [
      `${added} ${plural('en', added, 'game', 'games')} imported.`,
      copies > 0
        ? `${copies} ${plural('en', copies, 'game', 'games')} with an id already used here ${plural('en', copies, 'was', 'were')} added as ${plural('en', copies, 'a copy', 'copies')}.`
        : '',
      skipped > 0 ? `${skipped} ${plural('en', skipped, 'game was', 'games were')} already here.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  refused: 'Nothing was imported and nothing here changed:',
  tooBig: (mb: number) => `the file is larger than ${mb} MB.`,
  notJson: 'the file is not a Skull Table export (it is not JSON).',
  foreign: 'the file is not a Skull Table export.',
  newerVersion: 'the file comes from a newer version of Skull Table: update the app first.',
  noSessions: 'the file holds no games.',
  invalidSession: (n: number) => `game number ${n} in the file is damaged.`,
  illegalMoves: (n: number) => `game number ${n} in the file has moves that break the rules.`,
  newerSession: (n: number) =>
    `game number ${n} in the file comes from a newer version of Skull Table: update the app first.`,
  longName: (n: number, max: number) =>
    `game number ${n} in the file has a player name longer than ${max} ${plural('en', max, 'character', 'characters')}; names may have at most ${max}.`,
  badName: (n: number) =>
    `game number ${n} in the file has a name with invisible characters, or two names that only look different.`,
  tooManyMoves: (n: number, max: number) =>
    `game number ${n} in the file has more than ${max} moves, the most a game may hold.`,
  nights: 'Game nights',
  badPlayer: (n: number, max: number) =>
    `player number ${n} in the file’s player list is damaged, repeated, or has a name the new-game form would refuse (empty, invisible characters, over ${max} ${plural('en', max, 'character', 'characters')}).`,
  duplicateId: (n: number, first: number) => `game number ${first} and game number ${n} in the file have the same id.`,
  badBreaks: 'the file’s game-night dates are damaged.',
  storageFailed: 'the browser refused to store the games.',
  storageRefused: 'The browser refused: nothing changed. Try again.',
  keptNewer: 'Meanwhile this game was saved again in another tab: that newer version is kept.',
  restoreFailed: 'The browser refused to restore the game.',
  exportSetAside: 'Export them as they are',
  deleteSetAside: 'Delete the unreadable games',
  confirmDeleteSetAside: (n: number) =>
    `Delete ${n} unreadable ${plural('en', n, 'game', 'games')} for good? This cannot be undone.`,
  confirmDelete: 'Delete them for good',
  keep: 'Keep them',
  setAsideFileName: (date: string) => `skull-table-unreadable-${date}.json`,
  setAsideTitle: 'Games that could not be read',
  setAsideNote: (n: number) =>
    `${n} saved ${plural('en', n, 'game', 'games')} could not be read and ${plural('en', n, 'was', 'were')} set aside. ${plural('en', n, 'It is', 'They are')} left untouched on this device; the other games are not affected.`,
  reasonCorrupt: 'the data is damaged',
  reasonWrongTypes: 'the data has the wrong shape',
  reasonNewerSchema: 'it was saved by a newer version of the app',
  reasonIllegalLog: 'its moves break the rules',
  fileName: (date: string) => `skull-table-games-${date}.json`,
};
