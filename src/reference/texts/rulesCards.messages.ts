import { areaMessages } from '../../i18n';
import type { en as basics } from './basics.en';
import type { en as bidding } from './bidding.en';
import type { en as examples } from './examples.en';
import type { en as help } from './help.en';
import type { en as outcomes } from './outcomes.en';
import type { en as cards } from './rulesCards.en';
import type { en as variants } from './variants.en';

// The strings are in rulesCards.en.ts, rulesCards.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    rulesCards: typeof cards;
  }
}

/** R3: the card twin of the rules texts, the sections' own keys in card words. */
export const messages = areaMessages('rulesCards');

/** Every key of the rules texts, whichever section's area holds it. */
export type RulesTexts = typeof basics &
  typeof bidding &
  typeof outcomes &
  typeof variants &
  typeof help &
  typeof examples;

// A card text replaces the rules text of the same key (checked here): a key renamed in a section fails here, not silently.
type Unmatched = Exclude<keyof typeof cards, keyof RulesTexts>;
const everyKeyMatches: [Unmatched] extends [never] ? true : Unmatched = true;
void everyKeyMatches;
