import { plural } from '../../i18n';
import type { en } from './receive.en';

export const es: typeof en = {
  title: 'Abrir una copia de seguridad',
  home: 'Inicio',
  savedGames: 'Partidas guardadas',
  looking: 'Buscando el archivo…',
  nothing:
    'No ha llegado ningún archivo. Elige una copia de seguridad de Skull Table: verás lo que contiene antes de que se guarde nada.',
  choose: 'Elegir un archivo',
  reading: 'Leyendo el archivo…',
  holds: (file: string) => `Qué contiene ${file}`,
  nothingKept: 'No se guarda nada hasta que toques «Importar».',
  gamesNew: (n: number) => `${n} ${plural('es', n, 'partida', 'partidas')} que este dispositivo aún no tiene.`,
  gamesHere: (n: number) =>
    `${n} ${plural('es', n, 'partida ya está aquí: cuenta', 'partidas ya están aquí: cuentan')} una sola vez.`,
  gamesCopies: (n: number) =>
    `${n} ${plural('es', n, 'partida tiene', 'partidas tienen')} el identificador de una partida de aquí, pero con otras jugadas: se conservan las dos versiones.`,
  playersKnown: (n: number) => `${n} ${plural('es', n, 'jugador ya conocido', 'jugadores ya conocidos')} aquí.`,
  playersNew: (names: string) => `Este dispositivo aún no conocía a ${names}.`,
  matchesTitle: '¿Las mismas personas?',
  matchesHint:
    'Cada nombre de abajo es también el de un jugador de aquí y contará como ese jugador. Desmarca a quien sea otra persona.',
  sameAs: (name: string, here: string) => `${name} en el archivo y ${here} aquí son la misma persona`,
  nightsJoining: (n: number) =>
    plural(
      'es',
      n,
      `${n} noche de juego coincide con una de aquí: las dos pasan a ser una sola noche.`,
      `${n} noches de juego coinciden con noches de aquí: cada una se une a la suya.`,
    ),
  nightsNew: (n: number) => `${n} ${plural('es', n, 'noche de juego nueva', 'noches de juego nuevas')}.`,
  nothingNew: 'Todo lo que contiene este archivo ya está aquí: importarlo no cambiaría nada.',
  importButton: 'Importar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  importing: 'Importando…',
  changed:
    'Las partidas de aquí han cambiado mientras el archivo estaba abierto: no se ha importado nada. Vuelve a abrir el archivo.',
  openBackup: 'Recibir partidas de otro dispositivo',
  importDone: 'Las partidas y los jugadores del archivo ya están aquí.',
  undoImport: 'Deshacer la importación',
  keep: 'Conservar',
  importUndone:
    'Importación deshecha: las partidas y los jugadores que trajo ya no están, y lo que cambió vuelve a estar como antes.',
  undoChanged:
    'Desde entonces se ha jugado una partida de la importación: deshacer la importación perdería esas jugadas, así que no se ha deshecho nada.',
  storageRefused: 'El navegador se ha negado: no ha cambiado nada. Vuelve a intentarlo.',
  send: 'Enviar a otro dispositivo',
  sentToDownloads: 'La copia está en tus descargas: envía ese archivo al otro dispositivo y ábrelo allí.',
};
