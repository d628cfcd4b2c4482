import { areaMessages } from '../../i18n';
import { withEquipment } from './cards.messages';
import type { en } from './history.en';

// The strings are in history.en.ts, history.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    history: typeof en;
  }
}

const history = areaMessages('history');
/** In a card game (R3), the sentences that name the table's objects come from cards.<lang>.ts. */
export const messages = () => withEquipment(history());
