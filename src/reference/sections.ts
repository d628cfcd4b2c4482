import { href } from '../ui/route';

// Stable anchors: help buttons link to `#/rules/<id>`, so these ids never change.
export const SECTION_IDS = [
  'quick',
  'setup',
  'placing',
  'adding',
  'bidding',
  'challenge',
  'outcomes',
  'next-round',
  'end',
  'last-chance',
  'travel-set',
  'mistakes',
  'examples',
  'practice',
] as const;

export type SectionId = (typeof SECTION_IDS)[number];

export function isSectionId(value: string | null): value is SectionId {
  return (SECTION_IDS as readonly (string | null)[]).includes(value);
}

/** The reference's own address for a section (the screens table's, src/ui/screens.ts); with `cards`, the card
 *  reference's (R3), which every link inside it keeps. */
export function sectionHref(id: SectionId | null, cards = false): string {
  return href({ name: 'rules', section: id ?? undefined, equipment: cards ? 'cards' : undefined });
}
