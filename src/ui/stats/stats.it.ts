import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { en } from './stats.en';

export const it: typeof en = {
  title: 'Statistiche',
  home: 'Inizio',
  loading: 'Lettura delle partite salvate…',
  failed: 'Non è stato possibile leggere le partite salvate.',
  empty: 'Ancora nessuna statistica: le statistiche compaiono dopo la prima partita salvata.',
  intro:
    'Calcolate su tutte le partite salvate su questo dispositivo; solo le partite concluse contano come giocate e vinte. I round di prova non contano mai.',
  colUnfinished: 'Non concluse',
  colTraps: 'Trappole scattate',
  trapsHint: 'il suo teschio ha fermato un altro sfidante',
  colBoldest: 'Sfida vinta più audace',
  boldestHint: 'puntata vinta più alta in proporzione al massimo possibile',
  colOwnStack: 'Sfide vinte sulla propria pila',
  ownStackHint: 'senza girare le pile degli altri',
  share: (share: number) => `${Math.round(share * 100)}%`,
  unfinishedTitle: 'Partite non concluse',
  unfinishedIntro: 'Non contano come giocate né vinte.',
  managePlayers: 'Rinomina o unisci giocatori',
  playersTitle: 'Giocatori',
  colGames: 'Partite',
  colWins: 'Vinte',
  colChallenges: 'Sfide vinte / tentate',
  colSkulls: 'Teschi girati',
  colOut: 'Volte fuori gioco',
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
  /** `text` is the round's summary, shared with the game-over screen (table.messages.ts). */
  roundOf: (n: number, text: string) => `Round ${n}: ${text}`,
  roundAbandoned: (n: number) => `Round ${n}: interrotto e rigiocato.`,
  successes: (n: number) => `${n} ${plural('it', n, 'sfida vinta', 'sfide vinte')}`,
  list: (names: string[]) => listAnd('it', names),
};
