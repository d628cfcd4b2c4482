import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { en } from './night.en';

export const es: typeof en = {
  tonight: 'Esta noche',
  nightOf: (date: string) => `Noche de juego del ${date}`,
  empty: 'Todavía no hay noches de juego: las partidas jugadas la misma noche se reúnen aquí.',
  standingsTitle: 'Victorias hasta ahora',
  standing: (wins: number, played: number) =>
    `${wins} ${plural('es', wins, 'victoria', 'victorias')} en ${played} ${plural('es', played, 'partida terminada', 'partidas terminadas')}`,
  gamesTitle: 'Las partidas, en orden',
  gameLine: (n: number, time: string, names: string) => `Partida ${n}, ${time}: ${names}`,
  gameWon: (name: string) => `Ganó ${name}.`,
  gameOpen: 'Sin terminar.',
  openGame: 'Abrir',
  rematchTitle: 'Otra partida',
  rematchHint: 'Los mismos jugadores en los mismos asientos. ¿Quién empieza?',
  starts: (name: string) => `Empieza ${name}`,
  continueGame: 'Seguir la partida sin terminar',
  newNight: 'Nueva noche de juego',
  newNightHint: 'La próxima partida abre una nueva noche de juego, sea la hora que sea.',
  newNightDone: 'La próxima partida abre una nueva noche de juego.',
  earlierTitle: 'Noches anteriores',
  earlierNight: (date: string, games: number) => `${date}: ${games} ${plural('es', games, 'partida', 'partidas')}`,
  shareTitle: (date: string) => `Noche de Skull, ${date}`,
  shareNight: 'Compartir la noche',
  close: 'Cerrar',
  home: 'Inicio',
  loading: 'Leyendo las partidas guardadas…',
  failed: 'No se pudieron leer las partidas guardadas.',
  list: (names: string[]) => listAnd('es', names),
  errStorage: 'Este dispositivo no permitió guardarlo. No ha cambiado nada.',
  drawResult: (who: string) => `Empieza ${who}.`,
  draw: 'Sortear',
  sendNight: 'Enviar la noche a otro dispositivo',
  fileWord: 'noche',
  offerTitle: 'Guarda una copia de la última noche de juego',
  offerText: (date: string) =>
    `Sus partidas (${date}) solo están en este navegador, que puede borrarlas si falta espacio. Envíalas a otro dispositivo o guarda el archivo.`,
};
