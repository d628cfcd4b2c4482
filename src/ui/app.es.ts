import { plural } from '../i18n';
import type { en } from './app.messages';

// The app shell's Spanish words: a chunk of their own (`lang-es.first`), which the gate preloads and
// src/main.tsx awaits before it draws a page in Spanish.
export const es: typeof en = {
  appName: 'Skull Table',
  tagline: 'El árbitro de Skull, para jugar con tus propios discos o con una baraja.',
  newGame: 'Nueva partida',
  continueGame: 'Seguir la partida',
  savedGames: 'Partidas guardadas',
  rules: 'Reglas',
  settings: 'Ajustes',
  statistics: 'Estadísticas',
  notFoundTitle: 'Página no encontrada',
  notFound: 'No hay ninguna página en esta dirección.',
  brokenTitle: 'Algo ha salido mal',
  broken: 'No se ha podido mostrar esta pantalla. Tus partidas guardadas están a salvo.',
  home: 'Inicio',
  tonight: (games: number) => `Esta noche: ${games} ${plural('es', games, 'partida', 'partidas')} · Otra partida`,
  players: 'Jugadores',
  lastTable: 'Los mismos jugadores que la última vez',
  screenFailedTitle: 'No se ha podido cargar esta pantalla',
  screenFailed:
    'Puede que no tengas conexión o que la app se haya actualizado en otra pestaña. Tus partidas están guardadas en este dispositivo.',
  tryAgain: 'Reintentar',
  reload: 'Recargar',
};
