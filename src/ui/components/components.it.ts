import type { MatColor } from './matColors';
import type { en } from './components.en';

// Italian too: Verde and Viola would share a V, so violet is Lilla.
const colors: Record<MatColor, string> = {
  red: 'Rosso',
  blue: 'Blu',
  green: 'Verde',
  yellow: 'Giallo',
  orange: 'Arancione',
  violet: 'Lilla',
};

export const it: typeof en = {
  colorName: (c: MatColor) => colors[c],
  colorLetter: (c: MatColor) => colors[c].charAt(0),
  help: 'Aiuto',
  fullRules: 'Leggi questa parte delle regole',
};
