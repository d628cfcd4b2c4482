import { describe, expect, it } from 'vitest';
import { apply, legalActions, type RuleError, type Action, type GameState } from '../../../src/rules';
import { abandon, add, bid, chooseStarter, flower, four, pass, placeFirst, play, skull } from './helpers';

// A refusal carries, as data, what its sentence says: a screen says it again in another language from these alone.
function detail(state: GameState, action: Action) {
  try {
    apply(state, action);
  } catch (e) {
    return (e as RuleError).detail;
  }
  return null;
}

describe('each refusal names the players its sentence is about', () => {
  const adding = play(four, [placeFirst]);

  it('R5: out of turn, the refusal names the player and whose turn it is', () => {
    expect(detail(adding, add(2))).toEqual({ code: 'not-your-turn', params: { player: 'Cat', turn: 'Ann' } });
  });

  it('R9: a passed player is told they passed, and whose turn it is', () => {
    const bidding = play(four, [placeFirst, bid(0, 1), pass(1)]);
    expect(detail(bidding, bid(1, 3))).toEqual({ code: 'already-passed', params: { player: 'Bob', turn: 'Cat' } });
  });

  it('R17: a player out of the game is told so, and whose turn it is', () => {
    const out = { ...adding, players: adding.players.map((p, seat) => (seat === 3 ? { ...p, eliminated: true } : p)) };
    expect(detail(out, add(3))).toEqual({ code: 'eliminated', params: { player: 'Dan', turn: 'Ann' } });
  });

  it('R9: a pass lasts the bidding only: a state still marking a player passed while adding lets them add', () => {
    const marked = { ...adding, players: adding.players.map((p) => ({ ...p, passed: true })) };
    expect(apply(marked, add(0)).players[0]!.stack).toBe(2);
  });

  it('R9: a state from elsewhere marking everyone else passed while adding: after a bid the turn comes back round to the bidder', () => {
    const others = { ...adding, players: adding.players.map((p, seat) => ({ ...p, passed: seat !== 0 })) };
    const s = apply(others, bid(0, 1));
    expect(s.turn).toBe(0); // a seat still bidding, never nobody
    expect(apply(s, pass(0)).phase).toBe('revealing');
  });

  it('R7: a bid of nothing with no bid yet is refused with the lowest bid there is', () => {
    expect(detail(adding, bid(0, 0))).toEqual({ code: 'bid-too-low', params: { min: 1, current: null } });
  });

  it('a state from elsewhere with nobody’s turn, or a turn at no seat, is still refused in a sentence, never a crash', () => {
    expect(detail({ ...adding, turn: null }, add(0))).toEqual({
      code: 'not-your-turn',
      params: { player: 'Ann', turn: null },
    });
    expect(detail({ ...adding, turn: 9 }, add(0))).toEqual({
      code: 'not-your-turn',
      params: { player: 'Ann', turn: 'seat 9' },
    });
  });

  it('H1: a state from elsewhere with nobody’s turn, or a turn at no seat, while adding or bidding: legalActions lists abandoning the round, as apply accepts it', () => {
    const bidding = play(four, [placeFirst, bid(0, 1)]);
    for (const state of [adding, bidding]) {
      const nobody = { ...state, turn: null };
      for (const action of legalActions(nobody)) expect(() => apply(nobody, action), state.phase).not.toThrow();
      // H1: nobody's turn (or a turn at no seat) still lets the table abandon the round, as apply accepts.
      for (const turn of [null, 9]) {
        expect(legalActions({ ...state, turn }), `${state.phase}, turn ${turn}`).toEqual([{ type: 'abandonRound' }]);
        expect(apply({ ...state, turn }, { type: 'abandonRound' }).phase).toBe('placing');
      }
    }
  });

  it('each action refused in the wrong phase names the action and the phase, for the hint of what comes next', () => {
    const placing = play(four, []);
    const revealing = play(four, [placeFirst, bid(0, 4)]);
    const cases: [GameState, Action, string][] = [
      [adding, placeFirst, 'placeFirst'],
      [revealing, add(0), 'add'],
      [revealing, bid(0, 4), 'bid'],
      [placing, pass(0), 'pass'],
      [adding, flower(0), 'flip'],
      [adding, chooseStarter(1), 'chooseStarter'],
      [placing, abandon, 'abandonRound'],
    ];
    for (const [state, action, name] of cases) {
      expect(detail(state, action)).toEqual({ code: 'wrong-phase', params: { action: name, phase: state.phase } });
    }
  });

  it('R6: a player with an empty hand is named when told to open the bidding', () => {
    const empty = { ...adding, players: adding.players.map((p) => ({ ...p, stack: 4 })) };
    expect(detail(empty, add(0))).toEqual({ code: 'empty-hand', params: { player: 'Ann' } });
  });

  it('R11: a stack with no face-down disc left is refused naming its owner', () => {
    const revealing = play(four, [placeFirst, bid(0, 3), pass(1), pass(2), pass(3), flower(0), flower(1)]);
    expect(detail(revealing, flower(1))).toEqual({ code: 'nothing-to-flip', params: { player: 'Bob' } });
  });

  it('R20: a player out of the game picked as next starter is named, with the players who may start', () => {
    let s = play(four, []);
    for (let i = 0; i < 4; i++) s = play(s, [placeFirst, bid(0, 1), pass(1), pass(2), pass(3), skull(0)]);
    expect(s.phase).toBe('choosingStarter');
    expect(detail(s, chooseStarter(0))).toEqual({
      code: 'eliminated',
      params: { player: 'Ann', choices: ['Bob', 'Cat', 'Dan'] },
    });
  });
});
