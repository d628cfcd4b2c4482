import { plural } from '../../i18n';
import type { en } from './stats.en';

export const it: typeof en = {
  title: 'Statistiche',
  home: 'Inizio',
  loading: 'Lettura delle partite salvate…',
  failed: 'Non è stato possibile leggere le partite salvate.',
  empty: 'Ancora nessuna statistica: compaiono dopo la prima partita salvata.',
  intro: 'Da tutte le partite salvate su questo dispositivo. I round di prova non contano mai.',
  playersTitle: 'Giocatori',
  colPlayer: 'Giocatore',
  colGames: 'Partite',
  colWins: 'Vinte',
  colChallenges: 'Sfide vinte / tentate',
  colSkulls: 'Teschi girati',
  colOut: 'Fuori gioco',
  colBestBid: 'Puntata vinta più alta',
  none: '–',
  chartTitle: 'Partite vinte e giocate',
  chartBar: (name: string, wins: number, games: number) =>
    `${name}: ${wins} ${plural('it', wins, 'vittoria', 'vittorie')} in ${games} ${plural('it', games, 'partita', 'partite')}`,
  chartLegendPlayed: 'giocate',
  chartLegendWon: 'vinte',
  gamesTitle: 'Partite, round per round',
  gameHeading: (players: string, when: string) => `${players}, ${when}`,
  gameWinner: (p: string) => `Ha vinto ${p}.`,
  gameUnfinished: 'Non conclusa.',
  /** `text` is the round's summary, shared with the game-over screen (history.messages.ts). */
  roundOf: (n: number, text: string) => `Round ${n}: ${text}`,
  roundAbandoned: (n: number) => `Round ${n}: interrotto e rigiocato.`,
  successes: (n: number) => `${n} ${plural('it', n, 'sfida vinta', 'sfide vinte')}`,
  list: (names: string[]) => new Intl.ListFormat('it', { type: 'conjunction' }).format(names),
};
