import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../../../src/rules';
import { add, bid, chooseStarter, codeOf, flower, four, pass, placeFirst, play, skull, three } from './helpers';

/** Ann (seat 0) challenges alone with one disc on every mat and fails on `owner`'s skull. */
function annFailsOn(s: GameState, owner: number): GameState {
  const others = s.players.flatMap((p, i) => (i !== 0 && !p.eliminated ? [pass(i)] : []));
  const flips = owner === 0 ? [skull(0)] : [flower(0), skull(owner)];
  return play(s, [placeFirst, bid(0, 2), ...others, ...flips]);
}

describe('between rounds', () => {
  it('R19: everyone takes their discs back; bid, challenger and passes reset', () => {
    const s = play(four, [placeFirst, add(0), bid(1, 2), pass(2), pass(3), pass(0), flower(1), skull(0)]);
    expect(s.phase).toBe('placing');
    expect(s.round).toBe(2);
    expect(s.players.map((p) => [p.stack, p.flipped, p.passed])).toEqual([
      [0, 0, false],
      [0, 0, false],
      [0, 0, false],
      [0, 0, false],
    ]);
    expect(s.bid).toBeNull();
    expect(s.challenger).toBeNull();
    expect(s.turn).toBeNull();
    expect(s.flowersShown).toBe(0);
  });

  it('R20: the challenger starts the next round after a success or a failure', () => {
    const success = play(four, [placeFirst, bid(0, 1), bid(1, 2), pass(2), pass(3), pass(0), flower(1), flower(0)]);
    expect(success.starter).toBe(1);
    const failure = play(four, [placeFirst, bid(0, 1), bid(1, 2), pass(2), pass(3), pass(0), flower(1), skull(3)]);
    expect(failure.starter).toBe(1);
    expect(play(failure, [placeFirst]).turn).toBe(1);
  });

  it("R20: a challenger eliminated by another player's skull hands the start to that skull's owner", () => {
    let s = play(four, []);
    for (let i = 0; i < 4; i++) s = annFailsOn(s, 2);
    expect(s.players[0]!.eliminated).toBe(true);
    expect(s.phase).toBe('placing');
    expect(s.starter).toBe(2);
  });

  it('R20: a challenger who eliminates themselves chooses who starts, among players still in', () => {
    let s = play(four, []);
    for (let i = 0; i < 3; i++) s = annFailsOn(s, 2);
    s = annFailsOn(s, 0);
    expect(s.phase).toBe('choosingStarter');
    expect(s.turn).toBe(0);
    expect(s.challenger).toBeNull();
    expect(s.round).toBe(5);
    expect(legalActions(s)).toEqual([chooseStarter(1), chooseStarter(2), chooseStarter(3)]);
    expect(codeOf(() => apply(s, chooseStarter(0)))).toBe('eliminated');
    expect(codeOf(() => apply(s, placeFirst))).toBe('wrong-phase');
    const chosen = play(s, [chooseStarter(3)]);
    expect(chosen).toMatchObject({ phase: 'placing', starter: 3, turn: null, round: 5 });
    expect(play(chosen, [placeFirst]).turn).toBe(3);
  });

  it('R21: the game goes on with two players', () => {
    let s = play(three, []);
    for (let i = 0; i < 4; i++) s = annFailsOn(s, 1);
    expect(s.players.filter((p) => !p.eliminated)).toHaveLength(2);
    expect(s.phase).toBe('placing');
    s = play(s, [placeFirst, add(1), bid(2, 2), pass(1), flower(2), flower(1)]);
    expect(s.players[2]!.successes).toBe(1);
    s = play(s, [placeFirst, bid(2, 1), pass(1), flower(2)]);
    expect(s).toMatchObject({ phase: 'over', winner: 2 });
  });

  it('R18: no starter is chosen when the self-eliminating challenger leaves one player', () => {
    let s = play(three, []);
    for (let i = 0; i < 4; i++) s = annFailsOn(s, 1);
    // Bob starts; Cat bids and loses all her discs on her own skull.
    for (let i = 0; i < 4; i++) {
      s = play(
        s,
        s.starter === 1
          ? [placeFirst, add(1), bid(2, 1), pass(1), skull(2)]
          : [placeFirst, bid(2, 1), pass(1), skull(2)],
      );
    }
    expect(s.phase).toBe('over');
    expect(s.winner).toBe(1);
    expect(s.round).toBe(8);
  });
});
