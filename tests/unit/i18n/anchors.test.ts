import { expect, it } from 'vitest';
import { SECTION_IDS } from '../../../src/reference/sections';

// Every place in the UI that links into the rules, read from source so a renamed anchor cannot slip by.
const sources = import.meta.glob<string>(['/src/ui/**/*.ts', '/src/ui/**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const SECTION_LINK = /section(?::\s*|=\{?\s*)['"]([a-z-]+)['"]/g;

it('keeps the stable anchors the help buttons rely on, in reading order', () => {
  expect([...SECTION_IDS]).toEqual([
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
  ]);
});

it('every rules section the UI links to exists in the reference', () => {
  const linked = Object.entries(sources).flatMap(([path, source]) =>
    [...source.matchAll(SECTION_LINK)].map((m) => ({ path, section: m[1] ?? '' })),
  );
  expect(linked.length).toBeGreaterThan(0);
  const unknown = linked.filter((l) => !(SECTION_IDS as readonly string[]).includes(l.section));
  expect(unknown).toEqual([]);
});
