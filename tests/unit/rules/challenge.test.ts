import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../../../src/rules';
import {
  abandon,
  add,
  bid,
  chooseStarter,
  codeOf,
  flower,
  four,
  pass,
  placeFirst,
  play,
  skull,
  three,
} from './helpers';

/** Four players, Ann stacks 3 and bids `amount`; everyone else passes. */
function annChallenges(amount: number): GameState {
  return play(four, [
    placeFirst,
    add(0),
    add(1),
    add(2),
    add(3),
    add(0),
    bid(1, 1),
    bid(2, 2),
    bid(3, 3),
    bid(0, amount),
    pass(1),
    pass(2),
    pass(3),
  ]);
}

describe('the challenge', () => {
  it('R11: the challenger flips their own stack first, top down', () => {
    const s = annChallenges(5);
    expect(s.challenger).toBe(0);
    expect(s.players[0]!.stack).toBe(3);
    expect(codeOf(() => apply(s, flower(1)))).toBe('own-stack-first');
    expect(() => apply(s, flower(1))).toThrow(
      'Your own stack comes first: flip its top disc (3 discs still face down there).',
    );
    const one = play(s, [flower(0), flower(0)]);
    expect(() => apply(one, flower(2))).toThrow(
      'Your own stack comes first: flip its top disc (1 disc still face down there).',
    );
    expect(legalActions(one).filter((a) => a.type === 'flip')).toEqual([
      { type: 'flip', owner: 0, disc: 'flower' },
      { type: 'flip', owner: 0, disc: 'skull' },
    ]);
  });

  it("R11: then any opponent's top face-down disc, switching stacks at will", () => {
    const s = play(annChallenges(6), [flower(0), flower(0), flower(0)]);
    const owners = new Set(legalActions(s).flatMap((a) => (a.type === 'flip' ? [a.owner] : [])));
    expect(owners).toEqual(new Set([1, 2, 3]));
    const next = play(s, [flower(2), flower(1)]);
    expect(next.players.map((p) => p.flipped)).toEqual([3, 1, 1, 0]);
    expect(next.flowersShown).toBe(5);
  });

  it('R11: a stack with no face-down disc left cannot be flipped', () => {
    const s = play(annChallenges(6), [flower(0), flower(0), flower(0), flower(1), flower(1)]);
    expect(codeOf(() => apply(s, flower(1)))).toBe('nothing-to-flip');
    expect(legalActions(s).some((a) => a.type === 'flip' && a.owner === 1)).toBe(false);
    expect(codeOf(() => apply(s, flower(0)))).toBe('nothing-to-flip');
  });

  it("R12: a bid smaller than the challenger's own stack succeeds inside it", () => {
    let s = play(four, [placeFirst, add(0), add(1), add(2), add(3), add(0), bid(1, 2), pass(2), pass(3), pass(0)]);
    expect(s.players[1]!.stack).toBe(2);
    expect(codeOf(() => apply(s, flower(0)))).toBe('own-stack-first');
    s = play(s, [flower(1), flower(1)]);
    expect(s.players[1]!.successes).toBe(1);
    expect(s.lastOutcome?.result).toBe('success');
    expect(s.phase).toBe('placing');
  });

  it('R12: the challenge stops at once on a skull, and no disc is flipped after it stops', () => {
    const s = play(annChallenges(5), [flower(0), flower(0), flower(0), skull(2)]);
    expect(s.phase).toBe('placing');
    expect(codeOf(() => apply(s, flower(3)))).toBe('wrong-phase');
  });

  it('R13: a success flips the mat; a second success wins the game at once', () => {
    let s = play(three, [placeFirst, bid(0, 1), pass(1), pass(2), flower(0)]);
    expect(s.players[0]!.successes).toBe(1);
    expect(s.starter).toBe(0);
    expect(s.lastOutcome).toMatchObject({ result: 'success', gameOver: false });
    s = play(s, [placeFirst, bid(0, 1), pass(1), pass(2), flower(0)]);
    expect(s.phase).toBe('over');
    expect(s.winner).toBe(0);
    expect(s.round).toBe(2);
    expect(s.turn).toBeNull();
    expect(s.lastOutcome).toMatchObject({ result: 'success', gameOver: true });
    expect(legalActions(s)).toEqual([]);
    expect(codeOf(() => apply(s, placeFirst))).toBe('wrong-phase');
  });

  it("R14: failing on another player's skull costs the challenger one disc, removed at random by that player", () => {
    const s = play(annChallenges(5), [flower(0), flower(0), flower(0), skull(3)]);
    expect(s.players[0]!.discs).toBe(3);
    expect(s.lastOutcome).toMatchObject({ result: 'failure', skullOwner: 3, discLostBy: 'random', eliminated: false });
    expect(s.players.slice(1).map((p) => p.discs)).toEqual([4, 4, 4]);
  });

  it('R15: failing on their own skull, the challenger chooses which of their discs to remove', () => {
    const s = play(annChallenges(5), [flower(0), skull(0)]);
    expect(s.players[0]!.discs).toBe(3);
    expect(s.lastOutcome).toMatchObject({ skullOwner: 0, discLostBy: 'choice' });
  });

  it('R16: a lost disc stays out for the rest of the game, and a failure never removes a success', () => {
    let s = play(three, [placeFirst, bid(0, 1), pass(1), pass(2), flower(0)]);
    s = play(s, [placeFirst, add(0), bid(1, 3), pass(2), pass(0), flower(1), skull(0)]);
    expect(s.players[1]).toMatchObject({ discs: 3, successes: 0 });
    s = play(s, [placeFirst, add(1), add(2), add(0), add(1), add(2), add(0)]);
    expect(s.players[1]!.stack).toBe(3);
    expect(codeOf(() => apply(s, add(1)))).toBe('empty-hand');
    // and a failure never takes a success away
    s = play(three, [placeFirst, bid(0, 1), pass(1), pass(2), flower(0)]);
    s = play(s, [placeFirst, add(0), bid(1, 2), pass(2), pass(0), flower(1), skull(0)]);
    s = play(s, [placeFirst, add(1), bid(2, 1), pass(0), pass(1), flower(2)]);
    s = play(s, [placeFirst, add(2), bid(0, 2), pass(1), pass(2), flower(0), skull(2)]);
    expect(s.players[0]).toMatchObject({ discs: 3, successes: 1 });
  });

  it('R17: a player who owns no discs is eliminated and skipped from then on', () => {
    let s = play(three, []);
    for (let i = 0; i < 4; i++) s = play(s, [placeFirst, bid(0, 2), pass(1), pass(2), flower(0), skull(1)]);
    expect(s.players[0]).toMatchObject({ discs: 0, eliminated: true });
    expect(s.starter).toBe(1); // R20: the skull's owner starts
    s = play(s, [placeFirst]);
    expect(s.players.map((p) => p.stack)).toEqual([0, 1, 1]);
    expect(s.turn).toBe(1);
    expect(play(s, [add(1)]).turn).toBe(2);
    expect(play(s, [add(1), add(2)]).turn).toBe(1);
    expect(codeOf(() => apply(s, add(0)))).toBe('eliminated');
  });

  it('R18: the last player in the game wins at once, whatever their successes', () => {
    let s = play(three, []);
    for (let i = 0; i < 4; i++) s = play(s, [placeFirst, bid(0, 2), pass(1), pass(2), flower(0), skull(1)]);
    expect(s.starter).toBe(1);
    // Cat challenges and dies on her own skull four times, leaving Bob alone.
    s = play(s, [placeFirst, add(1), bid(2, 1), pass(1), skull(2)]);
    expect(s.starter).toBe(2);
    for (let i = 0; i < 3; i++) {
      expect(s.phase).toBe('placing');
      s = play(s, [placeFirst, bid(2, 1), pass(1), skull(2)]);
    }
    expect(s.phase).toBe('over');
    expect(s.winner).toBe(1);
    expect(s.players[1]!.successes).toBe(0);
    expect(s.lastOutcome).toMatchObject({ gameOver: true, eliminated: true, skullOwner: 2 });
  });

  it('R20: a state from elsewhere whose challenger is already marked out: after a success they choose who starts', () => {
    const revealing = play(three, [placeFirst, bid(0, 1), pass(1), pass(2)]);
    const out = { ...revealing, players: revealing.players.map((p, seat) => ({ ...p, eliminated: seat === 0 })) };
    const s = apply(out, flower(0));
    expect(s.phase).toBe('choosingStarter');
    expect(s.turn).toBe(0);
    expect(s.starter).toBe(0); // still a seat: no skull named anyone
    expect(legalActions(s)).toEqual([chooseStarter(1), chooseStarter(2)]);
  });

  it('R11–R15: a state from elsewhere in a challenge with no bid or no challenger is refused, never a crash', () => {
    const revealing = play(four, [placeFirst, bid(0, 2), pass(1), pass(2), pass(3)]);
    for (const broken of [
      { ...revealing, bid: null },
      { ...revealing, bid: { player: 0 } },
      { ...revealing, challenger: null },
      { ...revealing, challenger: 7 },
      { ...revealing, challenger: 4 }, // four seats: 0 to 3
      { ...revealing, challenger: '0' },
      { ...revealing, challenger: -1 },
    ] as unknown as GameState[]) {
      for (const action of [flower(0), skull(0), abandon])
        expect(
          codeOf(() => apply(broken, action)),
          JSON.stringify(action),
        ).toBe('bad-state');
      expect(codeOf(() => legalActions(broken))).toBe('bad-state');
    }
  });
});
