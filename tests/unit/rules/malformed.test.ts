import { describe, expect, it } from 'vitest';
import { apply, legalActions, parseAction, replay, RuleError, type Action, type GameState } from '../../../src/rules';
import { codeOf, four, placeFirst, play, bid } from './helpers';

describe('malformed input is a RuleError, never a crash', () => {
  const adding = play(four, [placeFirst]);

  it('non-objects and unknown types are refused with the list of allowed types', () => {
    for (const bad of [null, undefined, 0, 'bid', [], true]) {
      expect(codeOf(() => apply(adding, bad as unknown as Action))).toBe('bad-action');
    }
    for (const type of ['Bid', 'raise', '', 3, null]) {
      expect(codeOf(() => apply(adding, { type } as unknown as Action))).toBe('unknown-action');
    }
    expect(() => apply(adding, { type: 'raise' } as unknown as Action)).toThrow(/use placeFirst, add, bid/);
  });

  it('seats must be whole numbers of an existing seat', () => {
    for (const player of [-1, 4, 99, 0.5, NaN, Infinity, '0', null, undefined, {}]) {
      const code = codeOf(() => apply(adding, { type: 'add', player } as unknown as Action));
      expect(['bad-seat', 'no-such-seat']).toContain(code);
    }
    expect(() => apply(adding, { type: 'add', player: 7 })).toThrow('There is no seat 7: seats go from 0 to 3.');
  });

  it('bid amounts must be whole numbers', () => {
    for (const amount of [1.5, NaN, '2', null, undefined, Infinity]) {
      expect(codeOf(() => apply(adding, { type: 'bid', player: 0, amount } as unknown as Action))).toBe('bad-amount');
    }
  });

  it('a flipped disc is a flower or a skull', () => {
    const revealing = play(four, [placeFirst, bid(0, 4)]);
    for (const disc of ['rose', '', null, 1, undefined]) {
      expect(codeOf(() => apply(revealing, { type: 'flip', owner: 0, disc } as unknown as Action))).toBe('bad-disc');
    }
  });

  it('a malformed state is refused by apply and legalActions', () => {
    for (const bad of [null, {}, { phase: 'adding' }, { phase: 'nope', players: [] }, 'state']) {
      expect(codeOf(() => apply(bad as unknown as GameState, placeFirst))).toBe('bad-state');
      expect(codeOf(() => legalActions(bad as unknown as GameState))).toBe('bad-state');
    }
  });

  it('an action is read as exactly its own fields, whatever else the input carries', () => {
    const extra = { note: 'x', amount: 9, owner: 1 };
    expect(parseAction({ type: 'placeFirst', ...extra }, 4)).toEqual({ type: 'placeFirst' });
    expect(parseAction({ type: 'abandonRound', ...extra }, 4)).toEqual({ type: 'abandonRound' });
    for (const type of ['add', 'pass', 'chooseStarter']) {
      expect(parseAction({ type, player: 3, ...extra }, 4)).toEqual({ type, player: 3 });
    }
    expect(parseAction({ type: 'bid', player: 0, amount: 2, note: 'x' }, 4)).toEqual({
      type: 'bid',
      player: 0,
      amount: 2,
    });
    for (const disc of ['flower', 'skull']) {
      expect(parseAction({ type: 'flip', owner: 3, disc, player: 1 }, 4)).toEqual({ type: 'flip', owner: 3, disc });
    }
  });

  it('a refused seat names the field and the seats there are; an unknown type lists every type', () => {
    const detail = (input: unknown) => {
      try {
        parseAction(input, 4);
      } catch (e) {
        return (e as RuleError).detail;
      }
      return null;
    };
    expect(detail({ type: 'add', player: '1' })).toEqual({ code: 'bad-seat', params: { field: 'player', max: 3 } });
    expect(detail({ type: 'flip', owner: 1.5, disc: 'skull' })).toEqual({
      code: 'bad-seat',
      params: { field: 'owner', max: 3 },
    });
    expect(detail({ type: 'pass', player: -1 })).toEqual({ code: 'no-such-seat', params: { seat: -1, max: 3 } });
    expect(detail({ type: 'pass', player: 4 })).toEqual({ code: 'no-such-seat', params: { seat: 4, max: 3 } });
    expect(detail({ type: 'raise' })).toEqual({
      code: 'unknown-action',
      params: { types: ['placeFirst', 'add', 'bid', 'pass', 'flip', 'chooseStarter', 'abandonRound'] },
    });
  });

  it('a saved state with one malformed player among good ones is refused, not played on', () => {
    for (const bad of [null, 'Cat', 3, ['Cat']]) {
      const state = { ...adding, players: [adding.players[0], adding.players[1], bad, adding.players[3]] };
      expect(codeOf(() => apply(state as unknown as GameState, placeFirst))).toBe('bad-state');
      expect(codeOf(() => legalActions(state as unknown as GameState))).toBe('bad-state');
    }
    expect(codeOf(() => apply({ ...adding, players: 'four' } as unknown as GameState, placeFirst))).toBe('bad-state');
    expect(codeOf(() => apply({ ...adding, phase: 3 } as unknown as GameState, placeFirst))).toBe('bad-state');
    expect(codeOf(() => apply([adding] as unknown as GameState, placeFirst))).toBe('bad-state');
  });

  it('replay refuses a log that is not a list, and stops at the first illegal action', () => {
    expect(codeOf(() => replay(four, 'x' as unknown as Action[]))).toBe('bad-log');
    expect(codeOf(() => replay(four, [placeFirst, placeFirst]))).toBe('wrong-phase');
  });

  it('every RuleError message is one sentence ending with a full stop', () => {
    const attempts: Array<() => unknown> = [
      () => apply(adding, { type: 'pass', player: 0 }),
      () => apply(adding, { type: 'add', player: 1 }),
      () => apply(adding, { type: 'bid', player: 0, amount: 9 }),
      () => apply(adding, placeFirst),
      () => apply(adding, { type: 'flip', owner: 0, disc: 'flower' }),
    ];
    for (const attempt of attempts) {
      try {
        attempt();
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(RuleError);
        expect((e as RuleError).message).toMatch(/^[A-Z].*\.$/);
        expect((e as RuleError).code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      }
    }
  });
});
