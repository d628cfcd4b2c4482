import type { MatColor } from './matColors';
import type { en } from './components.en';

// Spanish too: Azul and Amarillo would share an A, so yellow is Limón and violet is Morado (Verde takes the V).
const colors: Record<MatColor, string> = {
  red: 'Rojo',
  blue: 'Azul',
  green: 'Verde',
  yellow: 'Limón',
  orange: 'Naranja',
  violet: 'Morado',
};

export const es: typeof en = {
  colorName: (c: MatColor) => colors[c],
  colorLetter: (c: MatColor) => colors[c].charAt(0),
  help: 'Ayuda',
  fullRules: 'Leer esta parte de las reglas',
};
