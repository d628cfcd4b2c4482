import { describe, expect, it } from 'vitest';
import { moveRow, nameErrors, randomSeat } from '../../../src/ui/setup/tableForm';
import { loadMatColors, nextFreeColor, saveMatColors } from '../../../src/ui/components/matColors';

describe('new-game form checks', () => {
  it('flags empty names, names repeated regardless of case and spaces, and names over 24 characters', () => {
    expect(nameErrors(['Ann', ' ann', '', 'x'.repeat(25), 'Bob'])).toEqual([
      { kind: 'repeated' },
      { kind: 'repeated' },
      { kind: 'empty' },
      { kind: 'tooLong', length: 25 },
      null,
    ]);
    expect(nameErrors(['x'.repeat(24), 'y'])).toEqual([null, null]);
  });

  it('moves a seat up or down the clockwise order and stays within the table', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    const rows = ['a', 'b', 'c'];
    expect(moveRow(rows, 0, -1)).toBe(rows);
  });

  it('R2: a random starter is always a seat at the table', () => {
    for (let i = 0; i < 200; i++) {
      const seat = randomSeat(5);
      expect(seat >= 0 && seat < 5 && Number.isInteger(seat)).toBe(true);
    }
  });

  it('mat colours stay distinct: changing one skips colours other seats use', () => {
    expect(nextFreeColor([0, 1, 2], 0)).toBe(3);
    expect(nextFreeColor([5, 0, 1, 2, 3, 4], 0)).toBe(5);
    expect(nextFreeColor([4, 5, 0], 0)).toBe(1);
  });

  it('mat colours are remembered per game, and malformed or missing ones fall back to one colour per seat', () => {
    saveMatColors('g1', [3, 1, 4]);
    expect(loadMatColors('g1', 3)).toEqual([3, 1, 4]);
    expect(loadMatColors('g1', 4)).toEqual([0, 1, 2, 3]);
    localStorage.setItem('skull-table:mats:g2', '[1,1,2]');
    expect(loadMatColors('g2', 3)).toEqual([0, 1, 2]);
    expect(loadMatColors('nothing', 3)).toEqual([0, 1, 2]);
  });
});
