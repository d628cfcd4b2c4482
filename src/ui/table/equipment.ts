import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Equipment } from '../../rules';

/** R3: what the game on screen is played with. The table screen provides its game's; the practice round, the one it
 *  plays; anywhere else a table sentence speaks of discs. */
export const EquipmentContext = createContext<Equipment>('discs');

export const useEquipment = (): Equipment => useContext(EquipmentContext);
