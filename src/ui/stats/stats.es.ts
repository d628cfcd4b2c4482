// PENDING: still the English text, to be translated (es is in PENDING_LANGS, tests/unit/i18n/texts.ts).
import { plural } from '../../i18n';
import type { en } from './stats.en';

export const es: typeof en = {
  title: 'Statistics',
  home: 'Home',
  loading: 'Reading the saved games…',
  failed: 'The saved games could not be read.',
  empty: 'No statistics yet: they appear once a saved game has been played.',
  intro: 'From every game saved on this device. Practice rounds are never counted.',
  playersTitle: 'Players',
  colPlayer: 'Player',
  colGames: 'Games',
  colWins: 'Won',
  colChallenges: 'Challenges won / tried',
  colSkulls: 'Skulls flipped',
  colOut: 'Went out',
  colBestBid: 'Largest won bid',
  none: '–',
  chartTitle: 'Games won and played',
  chartBar: (name: string, wins: number, games: number) =>
    `${name}: ${wins} ${plural('es', wins, 'win', 'wins')} in ${games} ${plural('es', games, 'game', 'games')}`,
  chartLegendPlayed: 'played',
  chartLegendWon: 'won',
  gamesTitle: 'Games, round by round',
  gameHeading: (players: string, when: string) => `${players}, ${when}`,
  gameWinner: (p: string) => `${p} won.`,
  gameUnfinished: 'Not finished.',
  /** `text` is the round's summary, shared with the game-over screen (history.messages.ts). */
  roundOf: (n: number, text: string) => `Round ${n}: ${text}`,
  roundAbandoned: (n: number) => `Round ${n}: abandoned and replayed.`,
  successes: (n: number) => `${n} ${plural('es', n, 'success', 'successes')}`,
  list: (names: string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format(names),
};
