import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { en } from './stats.en';

export const de: typeof en = {
  title: 'Statistik',
  home: 'Start',
  loading: 'Gespeicherte Partien werden gelesen…',
  failed: 'Die gespeicherten Partien konnten nicht gelesen werden.',
  empty: 'Noch keine Statistik: Sie erscheint, sobald eine gespeicherte Partie gespielt wurde.',
  intro:
    'Aus allen Partien, die auf diesem Gerät gespeichert sind; nur beendete Partien zählen als gespielt und gewonnen. Übungsrunden zählen nie mit.',
  colUnfinished: 'Nicht beendet',
  colTraps: 'Ausgelöste Fallen',
  trapsHint: 'der eigene Totenkopf stoppte einen anderen Herausforderer',
  colBoldest: 'Kühnstes Gebot',
  boldestHint: 'höchstes erfülltes Gebot im Verhältnis zum höchstmöglichen Gebot',
  colOwnStack: 'Im eigenen Stapel bestanden',
  ownStackHint: 'bestanden, ohne einen fremden Stapel anzurühren',
  share: (share: number) => `${Math.round(share * 100)} %`,
  unfinishedTitle: 'Nicht beendete Partien',
  unfinishedIntro: 'Zählen weder als gespielt noch als gewonnen.',
  managePlayers: 'Spieler umbenennen oder zusammenführen',
  playersTitle: 'Spieler',
  colGames: 'Partien',
  colWins: 'Gewonnen',
  colChallenges: 'Herausforderungen bestanden / versucht',
  colSkulls: 'Totenköpfe aufgedeckt',
  colOut: 'Ausgeschieden',
  colBestBid: 'Höchstes erfülltes Gebot',
  none: '–',
  chartTitle: 'Gewonnene und gespielte Partien',
  chartBar: (name: string, wins: number, games: number) =>
    `${name}: ${wins} ${plural('de', wins, 'Sieg', 'Siege')} in ${games} ${plural('de', games, 'Partie', 'Partien')}`,
  chartLegendPlayed: 'gespielt',
  chartLegendWon: 'gewonnen',
  gamesTitle: 'Partien, Runde für Runde',
  gameHeading: (players: string, when: string) => `${players}, ${when}`,
  gameWinner: (p: string) => `${p} hat gewonnen.`,
  gameUnfinished: 'Nicht beendet.',
  /** `text` ist die Zusammenfassung der Runde, dieselbe wie auf dem Bildschirm am Partieende (table.messages.ts). */
  roundOf: (n: number, text: string) => `Runde ${n}: ${text}`,
  roundAbandoned: (n: number) => `Runde ${n}: abgebrochen und neu gespielt.`,
  successes: (n: number) => `${n} ${plural('de', n, 'Punkt', 'Punkte')}`,
  list: (names: string[]) => listAnd('de', names),
};
