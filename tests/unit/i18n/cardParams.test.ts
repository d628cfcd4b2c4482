import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/i18n';
import { area } from './texts';

// R3: in a card game a card sentence replaces the disc sentence of the same key (src/ui/table/cards.messages.ts), and
// the screen calls it with the disc sentence's arguments. The types only see numbers and strings: a card sentence that
// reads its number as "cards left" where the disc one takes the bid says the wrong thing. Names must match too.
const paramNames = (message: unknown): string[] | null => {
  if (typeof message !== 'function') return null;
  const head = /^\s*(?:function\s*\w*)?\s*\(([^)]*)\)|^\s*(\w+)\s*=>/.exec(message.toString());
  return (head?.[1] ?? head?.[2] ?? '')
    .split(',')
    .map((p) => p.trim().split(/[\s:=]/)[0]!)
    .filter(Boolean);
};

describe.each(LANGS)('%s card sentences', (lang) => {
  it('take the same parameters, by name and order, as the disc sentences they replace', () => {
    const cards = area('cards')[lang] as Record<string, unknown>;
    const discs = area('table')[lang] as Record<string, unknown>;
    const twins = Object.keys(cards).filter((key) => key in discs);
    expect(twins.length).toBeGreaterThan(10);
    const differ = twins
      .filter((key) => JSON.stringify(paramNames(cards[key])) !== JSON.stringify(paramNames(discs[key])))
      .map((key) => `${key}: cards (${paramNames(cards[key])}) vs discs (${paramNames(discs[key])})`);
    expect(differ).toEqual([]);
  });
});
