import { areaMessages } from '../../i18n';
import type { en } from './table.en';

// The strings are in table.en.ts, table.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    table: typeof en;
  }
}

export const messages = areaMessages('table');
