import { overlaid } from '../../i18n/overlay';
import { messages as basics } from './basics.messages';
import { messages as bidding } from './bidding.messages';
import { messages as examples } from './examples.messages';
import { messages as help } from './help.messages';
import { messages as outcomes } from './outcomes.messages';
import { messages as cardTexts, type RulesTexts } from './rulesCards.messages';
import { messages as variants } from './variants.messages';
import type { SectionId } from '../sections';

export interface SectionText {
  id: SectionId;
  title: string;
  body: string;
}

/** Every section in reading order, in the current language; with `cards`, written for a table playing with cards (R3). */
export function sectionTexts(cards = false): SectionText[] {
  const rules: RulesTexts = { ...basics(), ...bidding(), ...outcomes(), ...variants(), ...help(), ...examples() };
  const t = cards ? overlaid(rules, cardTexts()) : rules;
  return [
    { id: 'quick', title: t.quickTitle, body: t.quickBody },
    { id: 'setup', title: t.setupTitle, body: t.setupBody },
    { id: 'placing', title: t.placingTitle, body: t.placingBody },
    { id: 'adding', title: t.addingTitle, body: t.addingBody },
    { id: 'bidding', title: t.biddingTitle, body: t.biddingBody },
    { id: 'challenge', title: t.challengeTitle, body: t.challengeBody },
    { id: 'outcomes', title: t.outcomesTitle, body: t.outcomesBody },
    { id: 'next-round', title: t.nextRoundTitle, body: t.nextRoundBody },
    { id: 'end', title: t.endTitle, body: t.endBody },
    { id: 'last-chance', title: t.lastChanceTitle, body: t.lastChanceBody },
    { id: 'travel-set', title: t.travelSetTitle, body: t.travelSetBody },
    { id: 'mistakes', title: t.mistakesTitle, body: t.mistakesBody },
    { id: 'examples', title: t.examplesTitle, body: t.examplesBody },
    { id: 'practice', title: t.practiceTitle, body: t.practiceBody },
  ];
}
