import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, replay, type Action, type GameState } from '../../../src/rules';
import { abandon, add, bid, codeOf, flower, four, pass, placeFirst, play, skull } from './helpers';

const PLAYER_KEYS = ['discs', 'eliminated', 'flipped', 'lastChance', 'name', 'passed', 'stack', 'successes'];

describe('remedies and what the app must never do', () => {
  it('H1: abandoning a round returns every disc, awards nothing and the same starter restarts', () => {
    for (const prefix of [
      [placeFirst, add(0)],
      [placeFirst, add(0), bid(1, 2), pass(2)],
      [placeFirst, bid(0, 3), pass(1), pass(2), pass(3), flower(0), flower(1)],
    ]) {
      const before = play({ ...four, starter: 0 }, []);
      const s = play(before, [...prefix, abandon]);
      expect(s.phase).toBe('placing');
      expect(s.starter).toBe(0);
      expect(s.round).toBe(1);
      expect(s.players).toEqual(before.players);
      expect(s.bid).toBeNull();
      expect(s.challenger).toBeNull();
      expect(s.flowersShown).toBe(0);
    }
  });

  it('H1: a round cannot be abandoned before the first discs are down or after the game ends', () => {
    expect(codeOf(() => apply(newGame(four), abandon))).toBe('wrong-phase');
    expect(legalActions(newGame(four))).not.toContainEqual(abandon);
  });

  it('H2: undo is replaying all but the last action, so any step can be undone and redone', () => {
    const log: Action[] = [placeFirst, add(0), bid(1, 2), pass(2), pass(3), pass(0), flower(1), skull(0), placeFirst];
    const states: GameState[] = [newGame(four)];
    for (const a of log) states.push(apply(states[states.length - 1]!, a));
    for (let n = 0; n <= log.length; n++) {
      expect(replay(four, log.slice(0, n))).toEqual(states[n]);
    }
  });

  it('P1: no action before a flip carries a disc face, and the state never holds one', () => {
    const s = play(four, [placeFirst, add(0), add(1), bid(2, 3), pass(3), pass(0), pass(1)]);
    for (const a of legalActions(newGame(four)).concat(legalActions(play(four, [placeFirst])))) {
      expect(a).not.toHaveProperty('disc');
    }
    const json = JSON.stringify(play(s, [flower(2), skull(0)]));
    expect(json).not.toMatch(/"(flower|skull)"/);
  });

  it('P2: after a lost disc the state records only how many discs a player owns', () => {
    const s = play(four, [placeFirst, bid(0, 2), pass(1), pass(2), pass(3), flower(0), skull(1)]);
    for (const p of s.players) expect(Object.keys(p).sort()).toEqual(PLAYER_KEYS);
    expect(s.players[0]!.discs).toBe(3);
  });

  it('P3: only the challenger flips (a flip names no other player) and nothing flips after the challenge stops', () => {
    const s = play(four, [placeFirst, bid(0, 2), pass(1), pass(2), pass(3)]);
    expect(
      legalActions(s)
        .filter((a) => a.type === 'flip')
        .every((a) => a.type === 'flip' && a.owner === 0),
    ).toBe(true);
    const over = play(s, [flower(0), flower(1)]);
    expect(over.phase).toBe('placing');
    expect(codeOf(() => apply(over, flower(2)))).toBe('wrong-phase');
    const before = play(four, [placeFirst, bid(0, 2)]);
    expect(codeOf(() => apply(before, flower(0)))).toBe('wrong-phase');
  });
});
