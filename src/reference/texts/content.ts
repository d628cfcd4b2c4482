import { messages as basics } from './basics.messages';
import { messages as bidding } from './bidding.messages';
import { messages as examples } from './examples.messages';
import { messages as help } from './help.messages';
import { messages as outcomes } from './outcomes.messages';
import { messages as variants } from './variants.messages';
import type { SectionId } from '../sections';

export interface SectionText {
  id: SectionId;
  title: string;
  body: string;
}

/** Every section in reading order, in the current language. */
export function sectionTexts(): SectionText[] {
  const b = basics();
  const bid = bidding();
  const o = outcomes();
  const v = variants();
  const h = help();
  return [
    { id: 'quick', title: b.quickTitle, body: b.quickBody },
    { id: 'setup', title: b.setupTitle, body: b.setupBody },
    { id: 'placing', title: b.placingTitle, body: b.placingBody },
    { id: 'adding', title: b.addingTitle, body: b.addingBody },
    { id: 'bidding', title: bid.biddingTitle, body: bid.biddingBody },
    { id: 'challenge', title: bid.challengeTitle, body: bid.challengeBody },
    { id: 'outcomes', title: o.outcomesTitle, body: o.outcomesBody },
    { id: 'next-round', title: o.nextRoundTitle, body: o.nextRoundBody },
    { id: 'end', title: o.endTitle, body: o.endBody },
    { id: 'last-chance', title: v.lastChanceTitle, body: v.lastChanceBody },
    { id: 'travel-set', title: v.travelSetTitle, body: v.travelSetBody },
    { id: 'mistakes', title: h.mistakesTitle, body: h.mistakesBody },
    { id: 'examples', title: examples().examplesTitle, body: examples().examplesBody },
    { id: 'practice', title: h.practiceTitle, body: h.practiceBody },
  ];
}
