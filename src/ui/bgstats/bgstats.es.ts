import type { en } from './bgstats.en';

export const es: typeof en = {
  logPlay: 'Registrar esta partida en BG Stats',
  hint: 'Abre BG Stats con esta partida, o su página web si la aplicación no está instalada. No se envía nada hasta que toques.',
};
