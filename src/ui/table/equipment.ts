import type { Equipment } from '../../rules';

// R3: the equipment of the game on screen. Its own small module, so the app shell can reset it without loading the
// table's strings.
let shown: Equipment = 'discs';

/** The table screen sets its game's equipment; every other screen is told 'discs'. */
export function showEquipment(equipment: Equipment | undefined): void {
  shown = equipment ?? 'discs';
}

export function shownEquipment(): Equipment {
  return shown;
}
