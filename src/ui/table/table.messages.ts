import { areaMessages } from '../../i18n';
import { withEquipment } from './cards.messages';
import type { en } from './table.en';

// The strings are in table.en.ts, table.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    table: typeof en;
  }
}

const table = areaMessages('table');
/** In a card game (R3), the sentences that name the table's objects come from cards.<lang>.ts. */
export const messages = () => withEquipment(table());
