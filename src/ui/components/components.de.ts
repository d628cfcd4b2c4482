import type { MatColor } from './matColors';
import type { en } from './components.en';

// German too: Grün and Gelb would share a G, so yellow is Zitronengelb and violet is Lila.
const colors: Record<MatColor, string> = {
  red: 'Rot',
  blue: 'Blau',
  green: 'Grün',
  yellow: 'Zitronengelb',
  orange: 'Orange',
  violet: 'Lila',
};

export const de: typeof en = {
  colorName: (c: MatColor) => colors[c],
  colorLetter: (c: MatColor) => colors[c].charAt(0),
  help: 'Hilfe',
  fullRules: 'Diesen Teil der Regeln lesen',
};
