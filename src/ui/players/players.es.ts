import { plural } from '../../i18n';
import type { en } from './players.en';

export const es: typeof en = {
  empty: 'Todavía no hay jugadores: quien juega una partida guardada aparece aquí.',
  intro: 'Todos los que han jugado en este dispositivo.',
  record: (finished: number, wins: number) =>
    `${finished} ${plural('es', finished, 'partida terminada', 'partidas terminadas')}, ${wins} ${plural('es', wins, 'victoria', 'victorias')}`,
  unfinished: (n: number) => `, ${n} sin terminar`,
  rename: (who: string) => `Cambiar el nombre de ${who}`,
  renameShort: 'Cambiar nombre',
  newName: (who: string) => `Nuevo nombre para ${who}`,
  save: 'Guardar',
  cancel: 'Cancelar',
  mergeShort: 'Fusionar…',
  merge: (who: string) => `Fusionar a ${who} con otro jugador`,
  mergeInto: (who: string) => `Contar todas las partidas de ${who} para`,
  mergeConfirm: 'Fusionar',
  mergeHint: 'Para un nombre escrito de dos maneras. Puedes deshacerlo mientras no salgas de esta pantalla.',
  merged: (from: string, into: string) => `Las partidas de ${from} cuentan ahora para ${into}.`,
  undo: 'Deshacer',
  unmerged: (who: string) => `${who} vuelve a figurar por separado.`,
  renamed: (who: string) => `Nuevo nombre: ${who}.`,
  errTooLong: (max: number) => `Como mucho ${max} ${plural('es', max, 'carácter', 'caracteres')}.`,
  errTaken: 'Otro jugador ya tiene este nombre: mejor fusiona a los dos.',
  errSameGame: 'Estos dos jugaron en la misma partida, así que son dos personas: no se pueden fusionar.',
  errUnknown: 'Este jugador ya no está en la lista.',
  errStorage: 'Este dispositivo no permitió guardarlo. No ha cambiado nada.',
};
