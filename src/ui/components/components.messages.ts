import { defineMessages } from '../../i18n';
import type { MatColor } from './matColors';

const enColors: Record<MatColor, string> = {
  red: 'Red',
  blue: 'Blue',
  green: 'Green',
  yellow: 'Yellow',
  orange: 'Orange',
  violet: 'Violet',
};
// French letters differ from the English ones on purpose: each colour keeps a unique initial.
const frColors: Record<MatColor, string> = {
  red: 'Rouge',
  blue: 'Bleu',
  green: 'Vert',
  yellow: 'Jaune',
  orange: 'Orange',
  violet: 'Mauve',
};

// German too: Grün and Gelb would share a G, so yellow is Zitronengelb and violet is Lila.
const deColors: Record<MatColor, string> = {
  red: 'Rot',
  blue: 'Blau',
  green: 'Grün',
  yellow: 'Zitronengelb',
  orange: 'Orange',
  violet: 'Lila',
};

// Italian too: Verde and Viola would share a V, so violet is Lilla.
const itColors: Record<MatColor, string> = {
  red: 'Rosso',
  blue: 'Blu',
  green: 'Verde',
  yellow: 'Giallo',
  orange: 'Arancione',
  violet: 'Lilla',
};

// Spanish too: Azul and Amarillo would share an A, so yellow is Limón and violet is Morado (Verde takes the V).
const esColors: Record<MatColor, string> = {
  red: 'Rojo',
  blue: 'Azul',
  green: 'Verde',
  yellow: 'Limón',
  orange: 'Naranja',
  violet: 'Morado',
};

export const en = {
  colorName: (c: MatColor) => enColors[c],
  colorLetter: (c: MatColor) => enColors[c].charAt(0),
  help: 'Help',
  fullRules: 'Read this in the rules',
};

export const fr: typeof en = {
  colorName: (c: MatColor) => frColors[c],
  colorLetter: (c: MatColor) => frColors[c].charAt(0),
  help: 'Aide',
  fullRules: 'Lire cette partie des règles',
};

export const de: typeof en = {
  colorName: (c: MatColor) => deColors[c],
  colorLetter: (c: MatColor) => deColors[c].charAt(0),
  help: 'Hilfe',
  fullRules: 'Diesen Teil der Regeln lesen',
};

export const es: typeof en = {
  colorName: (c: MatColor) => esColors[c],
  colorLetter: (c: MatColor) => esColors[c].charAt(0),
  help: 'Ayuda',
  fullRules: 'Leer esta parte de las reglas',
};

export const it: typeof en = {
  colorName: (c: MatColor) => itColors[c],
  colorLetter: (c: MatColor) => itColors[c].charAt(0),
  help: 'Aiuto',
  fullRules: 'Leggi questa parte delle regole',
};

export const messages = defineMessages({ en, fr, de, es, it });
