import { areaMessages } from '../../i18n';
import type { Equipment } from '../../rules';
import { withEquipment } from './cards.messages';
import { useEquipment } from './equipment';
import type { en } from './table.en';

// The strings are in table.en.ts, table.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    table: typeof en;
  }
}

const table = areaMessages('table');
export type TableWords = ReturnType<typeof table>;

/** The table's words for a game played with `equipment` (R3): in a card game, the sentences that name the table's
 *  objects come from cards.<lang>.ts. A function that is not a component takes these as a parameter. */
export const tableWords = (equipment: Equipment): TableWords => withEquipment(table(), equipment);

/** The words of the game on screen, whose equipment comes down the tree (EquipmentContext). */
export const useTableWords = (): TableWords => tableWords(useEquipment());
