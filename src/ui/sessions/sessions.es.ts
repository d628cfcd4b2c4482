import { plural } from '../../i18n';
import type { en } from './sessions.en';

export const es: typeof en = {
  title: 'Partidas guardadas',
  home: 'Inicio',
  deviceNote:
    'Tus partidas se guardan solo en este dispositivo, en este navegador. Si borras los datos de sitios del navegador (o su historial con «datos de sitios»), se pierden. Un archivo exportado es tu copia de seguridad: guárdalo en un lugar seguro e impórtalo aquí o en otro dispositivo.',
  persistent: 'Este navegador ha aceptado conservar estas partidas hasta que las borres.',
  bestEffort:
    'Este navegador puede borrar estas partidas si el dispositivo se queda sin espacio: expórtalas de vez en cuando.',
  unsupported: 'Este navegador no dice cuánto tiempo conserva estas partidas: expórtalas de vez en cuando.',
  unavailable:
    'Este navegador no deja que la app guarde partidas aquí (¿navegación privada?): las partidas solo duran mientras la página siga abierta. Expórtalas para conservarlas.',
  empty: 'Todavía no hay partidas guardadas. Una partida se guarda aquí en cuanto empieza.',
  exportAll: 'Exportar todas las partidas',
  importFile: 'Importar desde un archivo',
  open: 'Abrir',
  rematch: 'Otra partida',
  exportOne: 'Exportar',
  remove: 'Borrar',
  undo: 'Deshacer',
  showMore: (n: number) => `Mostrar ${n} ${plural('es', n, 'partida', 'partidas')} más`,
  players: (names: string) => names,
  inRound: (round: number) => `Ronda ${round}`,
  won: (name: string) => `Ganó ${name}`,
  lastPlayed: (when: string) => `Última vez: ${when}`,
  successes: (name: string, n: number) => `${name}: ${n} ${plural('es', n, 'punto', 'puntos')}`,
  deleted: (names: string) => `Partida con ${names} borrada.`,
  imported: (added: number, copies: number, skipped: number) =>
    [
      `${added} ${plural('es', added, 'partida importada', 'partidas importadas')}.`,
      copies > 0
        ? `${copies} ${plural('es', copies, 'partida con un identificador ya usado aquí se ha añadido como copia', 'partidas con un identificador ya usado aquí se han añadido como copias')}.`
        : '',
      skipped > 0 ? `${skipped} ${plural('es', skipped, 'partida ya estaba', 'partidas ya estaban')} aquí.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  refused: 'No se ha importado nada y aquí no ha cambiado nada:',
  tooBig: (mb: number) => `el archivo ocupa más de ${mb} MB.`,
  notJson: 'el archivo no es una exportación de Skull Table (no es JSON).',
  foreign: 'el archivo no es una exportación de Skull Table.',
  newerVersion: 'el archivo viene de una versión más reciente de Skull Table: actualiza antes la app.',
  noSessions: 'el archivo no contiene ninguna partida.',
  invalidSession: (n: number) => `la partida número ${n} del archivo está dañada.`,
  illegalMoves: (n: number) => `en la partida número ${n} del archivo, las jugadas no respetan las reglas.`,
  newerSession: (n: number) =>
    `la partida número ${n} del archivo viene de una versión más reciente de Skull Table: actualiza antes la app.`,
  longName: (n: number, max: number) =>
    `la partida número ${n} del archivo tiene un nombre de jugador de más de ${max} ${plural('es', max, 'carácter', 'caracteres')}; los nombres tienen como mucho ${max}.`,
  badName: (n: number) =>
    `la partida número ${n} del archivo tiene un nombre con caracteres invisibles, o dos nombres que solo parecen distintos.`,
  tooManyMoves: (n: number, max: number) =>
    `la partida número ${n} del archivo tiene más de ${max} jugadas, el máximo que admite una partida.`,
  nights: 'Noches de juego',
  badPlayer: (n: number, max: number) =>
    `el jugador número ${n} de la lista de jugadores del archivo está dañado, repetido o tiene un nombre que el formulario de nueva partida rechazaría (vacío, caracteres invisibles, más de ${max} ${plural('es', max, 'carácter', 'caracteres')}).`,
  duplicateId: (n: number, first: number) =>
    `las partidas número ${first} y ${n} del archivo tienen el mismo identificador.`,
  badBreaks: 'las fechas de las noches de juego del archivo están dañadas.',
  storageFailed: 'el navegador se ha negado a guardar las partidas.',
  storageRefused: 'El navegador se ha negado: no ha cambiado nada. Vuelve a intentarlo.',
  keptNewer: 'Mientras tanto, esta partida se volvió a guardar en otra pestaña: se conserva esa versión más reciente.',
  restoreFailed: 'El navegador se ha negado a recuperar la partida.',
  exportSetAside: 'Exportarlas tal como están',
  deleteSetAside: 'Borrar las partidas ilegibles',
  confirmDeleteSetAside: (n: number) =>
    `¿Borrar para siempre ${n} ${plural('es', n, 'partida ilegible', 'partidas ilegibles')}? No se puede deshacer.`,
  confirmDelete: 'Borrarlas para siempre',
  keep: 'Conservarlas',
  setAsideFileName: (date: string) => `skull-table-ilegibles-${date}.json`,
  setAsideTitle: 'Partidas que no se pudieron leer',
  setAsideNote: (n: number) =>
    `${n} ${plural('es', n, 'partida guardada no se pudo leer y se ha apartado. Se queda intacta', 'partidas guardadas no se pudieron leer y se han apartado. Se quedan intactas')} en este dispositivo; las demás partidas no se ven afectadas.`,
  reasonCorrupt: 'los datos están dañados',
  reasonWrongTypes: 'los datos no tienen la forma correcta',
  reasonNewerSchema: 'se guardó con una versión más reciente de la app',
  reasonIllegalLog: 'sus jugadas no respetan las reglas',
  fileName: (date: string) => `skull-table-partidas-${date}.json`,
};
