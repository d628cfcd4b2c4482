import type { MatColor } from './matColors';
import type { en } from './components.en';

// French letters differ from the English ones on purpose: each colour keeps a unique initial.
const colors: Record<MatColor, string> = {
  red: 'Rouge',
  blue: 'Bleu',
  green: 'Vert',
  yellow: 'Jaune',
  orange: 'Orange',
  violet: 'Mauve',
};

export const fr: typeof en = {
  colorName: (c: MatColor) => colors[c],
  colorLetter: (c: MatColor) => colors[c].charAt(0),
  help: 'Aide',
  fullRules: 'Lire cette partie des règles',
};
