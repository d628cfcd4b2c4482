import { areaMessages } from '../../i18n';
import { withEquipment } from './cards.messages';
import type { en } from './display.en';

// The strings are in display.en.ts, display.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    display: typeof en;
  }
}

const display = areaMessages('display');
/** In a card game (R3), the sentences that name the table's objects come from cards.<lang>.ts. */
export const messages = () => withEquipment(display());
