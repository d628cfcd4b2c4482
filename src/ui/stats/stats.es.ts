import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { en } from './stats.en';

export const es: typeof en = {
  title: 'Estadísticas',
  home: 'Inicio',
  loading: 'Leyendo las partidas guardadas…',
  failed: 'No se pudieron leer las partidas guardadas.',
  empty: 'Todavía no hay estadísticas: aparecen cuando se ha jugado una partida guardada.',
  intro:
    'De todas las partidas guardadas en este dispositivo; solo las partidas terminadas cuentan como jugadas y ganadas. Las rondas de práctica nunca cuentan.',
  colUnfinished: 'Sin terminar',
  colTraps: 'Trampas que saltaron',
  trapsHint: 'su calavera detuvo a otro retador',
  colBoldest: 'Punto más audaz',
  boldestHint: 'mayor apuesta ganada en proporción al total de la mesa',
  colOwnStack: 'Puntos solo con lo suyo',
  ownStackHint: 'desafíos superados sin descubrir nada ajeno',
  share: (share: number) => `${Math.round(share * 100)} %`,
  unfinishedTitle: 'Partidas sin terminar',
  unfinishedIntro: 'No cuentan como jugadas ni ganadas.',
  managePlayers: 'Cambiar el nombre o fusionar jugadores',
  playersTitle: 'Jugadores',
  colGames: 'Partidas',
  colWins: 'Ganadas',
  colChallenges: 'Desafíos superados / intentados',
  colSkulls: 'Calaveras descubiertas',
  colOut: 'Veces fuera',
  colBestBid: 'Mayor apuesta ganada',
  none: '–',
  chartTitle: 'Partidas ganadas y jugadas',
  chartBar: (name: string, wins: number, games: number) =>
    `${name}: ${wins} ${plural('es', wins, 'victoria', 'victorias')} en ${games} ${plural('es', games, 'partida', 'partidas')}`,
  chartLegendPlayed: 'jugadas',
  chartLegendWon: 'ganadas',
  gamesTitle: 'Partidas, ronda a ronda',
  gameHeading: (players: string, when: string) => `${players}, ${when}`,
  gameWinner: (p: string) => `Ganó ${p}.`,
  gameUnfinished: 'Sin terminar.',
  /** `text` is the round's summary, shared with the game-over screen (table.messages.ts). */
  roundOf: (n: number, text: string) => `Ronda ${n}: ${text}`,
  roundAbandoned: (n: number) => `Ronda ${n}: anulada y repetida.`,
  successes: (n: number) => `${n} ${plural('es', n, 'punto', 'puntos')}`,
  list: (names: string[]) => listAnd('es', names),
};
