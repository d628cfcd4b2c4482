import { areaMessages } from '../../i18n';
import { overlaid } from '../../i18n/overlay';
import type { Equipment } from '../../rules';
import type { en as cardsEn } from './cards.en';
import type { en as tableEn } from './table.en';

// The strings are in cards.en.ts, cards.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    cards: typeof cardsEn;
  }
}

export const messages = areaMessages('cards');

// A card sentence replaces the disc sentence of the same key: same key, same parameters (checked here).
type Base = typeof tableEn;
type Overrides = { [K in keyof typeof cardsEn & keyof Base]: Base[K] };
const sameShape = (c: typeof cardsEn): Overrides => c;
void sameShape;
// …and every card sentence but the deal's and a card's own names (what a flower is, `card…`) replaces one: a disc
// key renamed elsewhere fails here, not silently.
type Unmatched = Exclude<keyof typeof cardsEn, keyof Base | `deal${string}` | `card${string}`>;
const everyKeyMatches: [Unmatched] extends [never] ? true : Unmatched = true;
void everyKeyMatches;

/** The table's dictionary speaking the objects of a game played with `equipment`. */
export function withEquipment<T extends object>(base: T, equipment: Equipment): T {
  return equipment === 'cards' ? overlaid(base, messages()) : base;
}
