import { areaMessages } from '../../i18n';
import type { en } from './table.en';

// The strings are in table.en.ts, table.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    table: typeof en;
  }
}

/** The table's disc words in the current language. A table sentence reads them through `useTableWords()` or
 *  `tableWords(equipment)` (equipment.ts), which speak a card game's objects when it is one (R3). */
export const messages = areaMessages('table');
export type TableWords = ReturnType<typeof messages>;
