import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/rules';
import { practiceView } from '../../../src/session/practice';
import { add, bid, flower, four, pass, placeFirst, skull } from './helpers';

describe('practice round', () => {
  it('H3: a practice round awards no success', () => {
    const view = practiceView(four, [placeFirst, bid(0, 1), pass(1), pass(2), pass(3), flower(0)]);
    expect(view.finished).toBe(true);
    expect(view.outcome).toMatchObject({ result: 'success', challenger: 0 });
    expect(view.state.players).toEqual(newGame(four).players);
  });

  it('H3: a practice round removes no disc, even when the challenger fails', () => {
    const view = practiceView(four, [placeFirst, add(0), bid(1, 3), pass(2), pass(3), pass(0), flower(1), skull(0)]);
    expect(view.finished).toBe(true);
    expect(view.outcome).toMatchObject({ result: 'failure', skullOwner: 0, discLostBy: 'random' });
    expect(view.state.players.map((p) => p.discs)).toEqual([4, 4, 4, 4]);
    expect(view.state.players.map((p) => p.successes)).toEqual([0, 0, 0, 0]);
  });

  it('H3: until the challenge ends the practice round is played like a real one', () => {
    const view = practiceView(four, [placeFirst, add(0), bid(1, 3)]);
    expect(view.finished).toBe(false);
    expect(view.state.phase).toBe('bidding');
    expect(view.state.players[0]!.stack).toBe(2);
  });
});
