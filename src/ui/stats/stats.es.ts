import { plural } from '../../i18n';
import type { en } from './stats.en';

export const es: typeof en = {
  title: 'Estadísticas',
  home: 'Inicio',
  loading: 'Leyendo las partidas guardadas…',
  failed: 'No se pudieron leer las partidas guardadas.',
  empty: 'Todavía no hay estadísticas: aparecen cuando se ha jugado una partida guardada.',
  intro: 'De todas las partidas guardadas en este dispositivo. Las rondas de práctica nunca cuentan.',
  playersTitle: 'Jugadores',
  colPlayer: 'Jugador',
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
  /** `text` is the round's summary, shared with the game-over screen (history.messages.ts). */
  roundOf: (n: number, text: string) => `Ronda ${n}: ${text}`,
  roundAbandoned: (n: number) => `Ronda ${n}: anulada y repetida.`,
  successes: (n: number) => `${n} ${plural('es', n, 'punto', 'puntos')}`,
  list: (names: string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format(names),
};
