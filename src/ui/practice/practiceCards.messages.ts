import { areaMessages } from '../../i18n';
import { overlaid } from '../../i18n/overlay';
import type { Equipment } from '../../rules';
import type { en as practiceEn } from './practice.en';
import { messages as practice, type PracticeWords } from './practice.messages';
import type { en as cardsEn } from './practiceCards.en';

// The strings are in practiceCards.en.ts, practiceCards.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    practiceCards: typeof cardsEn;
  }
}

export const messages = areaMessages('practiceCards');

// A card sentence replaces the practice sentence of the same key: same key, same parameters (checked here).
type Base = typeof practiceEn;
const sameShape = (c: typeof cardsEn): { [K in keyof typeof cardsEn & keyof Base]: Base[K] } => c;
void sameShape;
type Unmatched = Exclude<keyof typeof cardsEn, keyof Base>;
const everyKeyMatches: [Unmatched] extends [never] ? true : Unmatched = true;
void everyKeyMatches;

/** The practice round's words for a round played with `equipment` (R3). */
export const practiceWords = (equipment: Equipment): PracticeWords =>
  equipment === 'cards' ? overlaid(practice(), messages()) : practice();
