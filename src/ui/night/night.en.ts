import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';

export const en = {
  tonight: 'Tonight',
  nightOf: (date: string) => `Game night of ${date}`,
  empty: 'No game night yet: games played on the same night gather here.',
  standingsTitle: 'Wins so far',
  standing: (wins: number, played: number) =>
    `${wins} ${plural('en', wins, 'win', 'wins')} in ${played} ${plural('en', played, 'finished game', 'finished games')}`,
  gamesTitle: 'The games, in order',
  gameLine: (n: number, time: string, names: string) => `Game ${n}, ${time}: ${names}`,
  gameWon: (name: string) => `${name} won.`,
  gameOpen: 'Not finished.',
  openGame: 'Open',
  rematchTitle: 'Play again',
  rematchHint: 'Same players, same seats. Who starts?',
  starts: (name: string) => `${name} starts`,
  continueGame: 'Continue the unfinished game',
  newNight: 'New game night',
  newNightHint: 'The next game starts a new night, whatever the time.',
  newNightDone: 'The next game starts a new night.',
  earlierTitle: 'Earlier nights',
  earlierNight: (date: string, games: number) => `${date}: ${games} ${plural('en', games, 'game', 'games')}`,
  /** The title of a shared night (nightShare.ts). */
  shareTitle: (date: string) => `Skull night, ${date}`,
  shareNight: 'Share the night',
  close: 'Close',
  // words other screens show too, in this screen's own area (docs/i18n.md)
  home: 'Home',
  loading: 'Reading the saved games…',
  failed: 'The saved games could not be read.',
  list: (names: string[]) => listAnd('en', names),
  errStorage: 'This device refused to store that. Nothing was changed.',
  drawResult: (who: string) => `${who} starts.`,
  draw: 'Draw at random',
  sendNight: 'Send the night to another phone',
  /** In a night's file name, to say what it holds (nightShare.ts drops capitals and accents). */
  fileWord: 'night',
  offerTitle: 'Keep a copy of the last game night',
  offerText: (date: string) =>
    `Its games (${date}) are only in this browser, which may delete them if space runs low. Send them to another phone or keep the file.`,
};
