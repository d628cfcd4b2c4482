import { areaMessages } from '../../i18n';
import type { RuleSentences } from '../../rules';
import type { en } from './ruleErrorCards.en';

// R3: the refusals a card table can meet that name the table's objects, worded for cards and piles; the strings are
// in ruleErrorCards.en.ts, ruleErrorCards.fr.ts… (each language loads on its own, src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    ruleErrorCards: typeof en;
  }
}

/** The codes whose sentence says "disc" or "stack": each has its card twin, same code, same parameters. The two that
 *  name the equipment choice itself (bad-equipment, cards-no-last-chance) rightly say discs at any table. */
export type CardCode =
  | 'wrong-phase'
  | 'bid-too-high'
  | 'bidding-started'
  | 'empty-hand'
  | 'no-bid-yet'
  | 'own-stack-first'
  | 'nothing-to-flip'
  | 'bad-amount'
  | 'bad-disc';
export type CardSentences = Pick<RuleSentences, CardCode>;

export const messages = areaMessages('ruleErrorCards');
