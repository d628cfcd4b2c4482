import { describe, expect, it } from 'vitest';
import { apply, legalActions, tableTotal } from '../../../src/rules';
import { abandon, add, bid, codeOf, flower, four, pass, placeFirst, play, skull, three } from './helpers';

describe('placing and adding', () => {
  it('R4: every active player places one disc before anyone adds or bids', () => {
    const s = play(four, []);
    expect(legalActions(s)).toEqual([placeFirst]);
    expect(codeOf(() => apply(s, add(0)))).toBe('wrong-phase');
    expect(codeOf(() => apply(s, bid(0, 1)))).toBe('wrong-phase');
    const placed = play(s, [placeFirst]);
    expect(placed.players.map((p) => p.stack)).toEqual([1, 1, 1, 1]);
    expect(tableTotal(placed)).toBe(4);
    expect(codeOf(() => apply(placed, placeFirst))).toBe('wrong-phase');
  });

  it('R5: turns go clockwise from the starter', () => {
    const s = play({ ...four, starter: 2 }, [placeFirst]);
    expect(s.phase).toBe('adding');
    expect(s.turn).toBe(2);
    expect(play(s, [add(2)]).turn).toBe(3);
    expect(play(s, [add(2), add(3)]).turn).toBe(0);
    expect(codeOf(() => apply(s, add(1)))).toBe('not-your-turn');
  });

  it('R6: a player adds one disc from their hand on top of their stack', () => {
    const s = play(four, [placeFirst, add(0), add(1), add(2), add(3), add(0), add(1)]);
    expect(s.players.map((p) => p.stack)).toEqual([3, 3, 2, 2]);
    expect(tableTotal(s)).toBe(10);
  });

  it('R6: with an empty hand a player must open the bidding', () => {
    const s = play(three, [placeFirst, add(0), add(1), add(2), add(0), add(1), add(2), add(0)]);
    expect(s.players[0]!.stack).toBe(4);
    const again = play(s, [add(1), add(2)]);
    expect(again.turn).toBe(0);
    expect(codeOf(() => apply(again, add(0)))).toBe('empty-hand');
    expect(legalActions(again).some((a) => a.type === 'add')).toBe(false);
    expect(legalActions(again).filter((a) => a.type === 'bid')).toHaveLength(12);
  });

  it('R6: a player may open the bidding on their very first turn', () => {
    const s = play(four, [placeFirst, bid(0, 1)]);
    expect(s.phase).toBe('bidding');
    expect(s.bid).toEqual({ player: 0, amount: 1 });
    expect(s.turn).toBe(1);
  });

  it('R7: a bid is a whole number from 1 up to the table total', () => {
    const s = play(four, [placeFirst, add(0)]);
    expect(tableTotal(s)).toBe(5);
    expect(codeOf(() => apply(s, bid(1, 0)))).toBe('bid-too-low');
    expect(codeOf(() => apply(s, bid(1, 6)))).toBe('bid-too-high');
    expect(codeOf(() => apply(s, { type: 'bid', player: 1, amount: 2.5 }))).toBe('bad-amount');
    expect(() => apply(s, bid(1, 6))).toThrow('Bid at most 5: there are only 5 discs on the table.');
    expect(
      legalActions(s)
        .filter((a) => a.type === 'bid')
        .map((a) => (a.type === 'bid' ? a.amount : 0)),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it('R8: once anyone has bid, nobody adds discs for the rest of the round', () => {
    const s = play(four, [placeFirst, bid(0, 2)]);
    expect(codeOf(() => apply(s, add(1)))).toBe('bidding-started');
    expect(legalActions(s).some((a) => a.type === 'add')).toBe(false);
  });
});

describe('bidding', () => {
  it('R9: a raise must be strictly higher; an equal bid is refused with what is allowed', () => {
    const s = play(four, [placeFirst, add(0), add(1), bid(2, 3)]);
    expect(codeOf(() => apply(s, bid(3, 3)))).toBe('bid-too-low');
    expect(() => apply(s, bid(3, 3))).toThrow(
      'The bid is 3: raise to at least 4, or pass; an equal bid is not a pass.',
    );
    expect(codeOf(() => apply(s, bid(3, 2)))).toBe('bid-too-low');
    const raised = play(s, [bid(3, 5)]); // jumps are allowed
    expect(raised.bid).toEqual({ player: 3, amount: 5 });
    expect(raised.turn).toBe(0);
  });

  it('R9: passing is final, and a passed player cannot bid again this round', () => {
    const s = play(four, [placeFirst, add(0), add(1), add(2), add(3), bid(0, 2), pass(1), bid(2, 3), pass(3)]);
    expect(s.turn).toBe(0);
    expect(s.players[1]!.passed).toBe(true);
    const after = play(s, [bid(0, 4)]);
    expect(after.turn).toBe(2); // Bob is skipped: he passed
    expect(codeOf(() => apply(after, bid(1, 5)))).toBe('already-passed');
    expect(codeOf(() => apply(after, pass(1)))).toBe('already-passed');
  });

  it('R9: nobody can pass before anyone has bid', () => {
    const s = play(four, [placeFirst]);
    expect(codeOf(() => apply(s, pass(0)))).toBe('no-bid-yet');
  });

  it('R9: a passed player keeps their stack on the table and it can still be flipped', () => {
    const s = play(three, [placeFirst, add(0), bid(1, 3), pass(2), pass(0)]);
    expect(s.phase).toBe('revealing');
    expect(s.players[2]!.stack).toBe(1);
    const flipped = play(s, [flower(1), flower(2)]);
    expect(flipped.players[2]!.flipped).toBe(1);
    expect(flipped.flowersShown).toBe(2);
  });

  it('R10: bidding ends when every other player still in the game has passed', () => {
    const s = play(four, [placeFirst, bid(0, 1), bid(1, 2), pass(2), pass(3), pass(0)]);
    expect(s.phase).toBe('revealing');
    expect(s.challenger).toBe(1);
    expect(s.turn).toBe(1);
    expect(s.bidAtTableTotal).toBe(false);
  });

  it('R10: a bid at the table total starts the challenge at once', () => {
    const s = play(four, [placeFirst, add(0), bid(1, 5)]);
    expect(s.phase).toBe('revealing');
    expect(s.challenger).toBe(1);
    expect(s.bidAtTableTotal).toBe(true);
    const opened = play(four, [placeFirst, bid(0, 4)]);
    expect(opened.phase).toBe('revealing');
    expect(opened.challenger).toBe(0);
  });

  it('R10, R19: the next round, or the same one abandoned (H1), starts with no bid at the table total', () => {
    const atTotal = play(four, [placeFirst, bid(0, 4)]);
    expect(play(atTotal, [flower(0), skull(1)]).bidAtTableTotal).toBe(false);
    expect(play(atTotal, [abandon]).bidAtTableTotal).toBe(false);
  });

  it('R10: the challenger cannot withdraw: only flips (or abandoning the round) are accepted', () => {
    const s = play(four, [placeFirst, bid(0, 2), pass(1), pass(2), pass(3)]);
    expect(codeOf(() => apply(s, pass(0)))).toBe('wrong-phase');
    expect(codeOf(() => apply(s, bid(0, 3)))).toBe('wrong-phase');
    expect(new Set(legalActions(s).map((a) => a.type))).toEqual(new Set(['flip', 'abandonRound']));
  });

  it('R9: the turn never lands on the highest bidder while others are still bidding', () => {
    let s = play(four, [placeFirst, add(0), add(1), add(2), add(3), bid(0, 2)]);
    const order: number[] = [];
    while (s.phase === 'bidding') {
      const turn = s.turn!;
      expect(turn).not.toBe(s.bid!.player);
      order.push(turn);
      s = apply(s, turn === 2 ? bid(2, s.bid!.amount + 1) : pass(turn));
    }
    expect(order).toEqual([1, 2, 3, 0]);
    expect(s.challenger).toBe(2);
  });

  it('R12: a skull flip stops the challenge', () => {
    const s = play(three, [placeFirst, bid(0, 2), pass(1), pass(2), skull(0)]);
    expect(s.phase).toBe('placing');
  });
});
