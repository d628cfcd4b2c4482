// Issue 10: names are shrunk to fit and wrap only between words (or after a hyphen), never inside one.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fittedSize, pieces, roomNeeded, WEIGHT } from '../../../src/ui/table/FitName';

const mono = (s: string) => s.length * 10; // every character 10 px wide at the largest size

describe('FitName', () => {
  it('splits after spaces and hyphens only', () => {
    expect(pieces('Marie-Charlotte  Beaumont', mono)).toEqual([
      { width: 60, gap: 10 },
      { width: 90, gap: 0 },
      { width: 80, gap: 10 },
    ]);
  });

  it('keeps the largest size when the name fits on its lines', () => {
    expect(fittedSize(pieces('Ana', mono), 20, 100, 1, 10)).toBe(20);
    // "Bartholomew Featherstone": 110 + 10 + 120 at 20 px; two lines of 120 px hold it at full size.
    expect(fittedSize(pieces('Bartholomew Featherstone', mono), 20, 120, 2, 10)).toBe(20);
  });

  it('shrinks until the longest piece fits, rather than breaking a word', () => {
    // 120 px of "Featherstone" must fit 100 px: 20 × 100/120 = 16.67, so 16.5 px.
    expect(fittedSize(pieces('Bartholomew Featherstone', mono), 20, 100, 2, 10)).toBe(16.5);
  });

  it('shrinks until the words fit the number of lines allowed', () => {
    // One line of 240 px (110 + 10 + 120) at 20 px must fit 200 px: 20 × 200/240 = 16.67, so 16.5 px.
    expect(fittedSize(pieces('Bartholomew Featherstone', mono), 20, 200, 1, 10)).toBe(16.5);
  });

  it('stops at the smallest size when even that is too wide (the ellipsis then cuts it)', () => {
    expect(fittedSize(pieces('Supercalifragilisticexpi', mono), 20, 100, 2, 11)).toBe(11);
  });

  it('needs the room of its widest line, wrapped where a line may end (what the stylesheet divides the box by)', () => {
    const name = pieces('Marie-Charlotte Beaumont', mono); // 60 + 90 · 10 + 80
    expect(roomNeeded(name, 1)).toBe(240);
    expect(roomNeeded(name, 2)).toBe(150); // "Marie-Charlotte" above "Beaumont", not "Marie-" above 180 px
    expect(roomNeeded(name, 3)).toBe(90); // the widest piece: never less
    expect(roomNeeded(pieces('Ana', mono), 2)).toBe(30);
  });

  it('measures names no lighter than the stylesheet draws them, so none is measured narrower than it is', () => {
    const css = readFileSync('src/ui/table/display.css', 'utf8');
    const names = /\.(fit-name|chip-name|chip-role|turn-name|holder-name|over-title|standing-name)\b/;
    const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, selector]) => names.test(selector!));
    expect(rules.length).toBeGreaterThan(5);
    for (const [, selector, body] of rules)
      for (const [, weight] of body!.matchAll(/font-weight:\s*(\d+)/g))
        expect(Number(weight), selector!.trim()).toBeLessThanOrEqual(WEIGHT);
  });
});
