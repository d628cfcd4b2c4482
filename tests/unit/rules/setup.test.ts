import { describe, expect, it } from 'vitest';
import { newGame, type RuleError, type GameConfig } from '../../../src/rules';
import { codeOf, four, play, placeFirst, bid, pass, skull, flower } from './helpers';

describe('setup', () => {
  it('R1: 3 to 6 players each start with 4 discs, no success and an empty mat', () => {
    for (const n of [3, 4, 5, 6]) {
      const players = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'].slice(0, n);
      const s = newGame({ players, starter: 0 });
      expect(s.players).toHaveLength(n);
      for (const [i, p] of s.players.entries()) {
        expect(p).toEqual({
          name: players[i],
          discs: 4,
          stack: 0,
          flipped: 0,
          successes: 0,
          eliminated: false,
          passed: false,
          lastChance: 'never',
        });
      }
      expect(s.phase).toBe('placing');
      expect(s.round).toBe(1);
      expect(s.turn).toBeNull();
      expect(s.bid).toBeNull();
      expect(s.challenger).toBeNull();
      expect(s.winner).toBeNull();
      expect(s.flowersShown).toBe(0);
      expect(s.lastOutcome).toBeNull();
      expect(s.bidAtTableTotal).toBe(false); // R10: no bid yet, let alone one at the table total
    }
  });

  it('R1: fewer than 3 or more than 6 players is refused with the allowed range', () => {
    for (const players of [[], ['A'], ['A', 'B'], ['A', 'B', 'C', 'D', 'E', 'F', 'G']]) {
      expect(codeOf(() => newGame({ players, starter: 0 }))).toBe('bad-player-count');
    }
    try {
      newGame({ players: ['A', 'B'], starter: 0 });
    } catch (e) {
      expect((e as Error).message).toContain('3 to 6');
    }
  });

  it('R1: names must be non-empty strings and different from each other', () => {
    expect(codeOf(() => newGame({ players: ['A', '', 'C'], starter: 0 }))).toBe('bad-name');
    expect(codeOf(() => newGame({ players: ['A', '   ', 'C'], starter: 0 }))).toBe('bad-name');
    expect(codeOf(() => newGame({ players: ['A', 7, 'C'] as unknown as string[], starter: 0 }))).toBe('bad-name');
    expect(codeOf(() => newGame({ players: ['Ann', 'Bob', 'ann '], starter: 0 }))).toBe('duplicate-name');
  });

  it('R2: the table picks the first starter, who must be one of the seats', () => {
    expect(newGame({ players: ['A', 'B', 'C'], starter: 2 }).starter).toBe(2);
    for (const starter of [-1, 3, 1.5, NaN, '1', null, undefined]) {
      expect(codeOf(() => newGame({ players: ['A', 'B', 'C'], starter } as unknown as GameConfig))).toBe('bad-starter');
    }
  });

  it('R3: the variant is fixed by the config and no action changes it', () => {
    const config: GameConfig = { ...four, lastChance: true };
    const s = play(config, [placeFirst, bid(0, 2), pass(1), pass(2), pass(3), flower(0), skull(1)]);
    expect(s.config).toEqual(config);
    expect(newGame(four).config).toEqual(four);
    expect(codeOf(() => newGame({ ...four, lastChance: 'yes' } as unknown as GameConfig))).toBe('bad-variant');
  });

  it('R3: a bad config of any shape is a RuleError', () => {
    for (const bad of [null, undefined, 3, 'x', [], { players: 'ABC', starter: 0 }, { starter: 0 }]) {
      expect(codeOf(() => newGame(bad as unknown as GameConfig))).toMatch(/^bad-/);
    }
  });

  it("R1: the config is copied, so changing the caller's array later changes nothing", () => {
    const players = ['Ann', 'Bob', 'Cat'];
    const s = newGame({ players, starter: 0 });
    players.push('Dan');
    expect(s.config.players).toEqual(['Ann', 'Bob', 'Cat']);
  });

  it('R1, R2: a refused setup names the twin as written (trimmed) and the seats there are', () => {
    const detail = (config: unknown) => {
      try {
        newGame(config as GameConfig);
      } catch (e) {
        return (e as RuleError).detail;
      }
      return null;
    };
    expect(detail({ players: ['Ann', 'Bob', '  ann '], starter: 0 })).toEqual({
      code: 'duplicate-name',
      params: { name: 'ann' },
    });
    expect(detail({ players: ['Ann', 'Bob', 'Cat', 'Dan'], starter: 4 })).toEqual({
      code: 'bad-starter',
      params: { max: 3 },
    });
    expect(detail({ players: ['Ann', 'Bob', 'Cat'], starter: 2 })).toBeNull();
    expect(detail({ players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'], starter: 5 })).toBeNull();
  });

  it('R3: a config keeps only the switches it was given: a game saved without Last Chance or equipment has none', () => {
    expect(newGame(four).config).toStrictEqual({ players: four.players, starter: 0 });
    expect(newGame({ ...four, lastChance: false }).config).toStrictEqual({ ...four, lastChance: false });
  });
});
