// Words two screens show (docs/i18n.md): the mat colours, the help button.
import type { MatColor } from './matColors';

const colors: Record<MatColor, string> = {
  red: 'Red',
  blue: 'Blue',
  green: 'Green',
  yellow: 'Yellow',
  orange: 'Orange',
  violet: 'Violet',
};

export const en = {
  colorName: (c: MatColor) => colors[c],
  colorLetter: (c: MatColor) => colors[c].charAt(0),
  help: 'Help',
  fullRules: 'Read this in the rules',
};
