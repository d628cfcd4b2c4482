import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Equipment } from '../../rules';
import { withEquipment } from './cards.messages';
import { messages, type TableWords } from './table.messages';

/** R3: what the game on screen is played with. The table screen provides its game's; the practice round, the one it
 *  plays; anywhere else a table sentence speaks of discs. */
export const EquipmentContext = createContext<Equipment>('discs');

export const useEquipment = (): Equipment => useContext(EquipmentContext);

/** The table's words for a game played with `equipment`: in a card game, the sentences that name the table's objects
 *  come from cards.<lang>.ts. A function that is not a component takes these as a parameter. */
export const tableWords = (equipment: Equipment): TableWords => withEquipment(messages(), equipment);

/** The words of the game on screen, whose equipment comes down the tree. */
export const useTableWords = (): TableWords => tableWords(useEquipment());
