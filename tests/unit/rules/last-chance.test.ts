import { describe, expect, it } from 'vitest';
import {
  apply,
  applyWithEvents,
  eventsOf,
  legalActions,
  tableTotal,
  type GameConfig,
  type GameState,
} from '../../../src/rules';
import { abandon, add, bid, chooseStarter, codeOf, flower, pass, placeFirst, play, skull } from './helpers';

const lc: GameConfig = { players: ['Ann', 'Bob', 'Cat', 'Dan'], starter: 0, lastChance: true };

/** Ann opens at 2 with one disc each, everyone passes, and she fails on Bob's skull. */
function annLoses(s: GameState): GameState {
  const passes = s.players.flatMap((p, i) => (i !== 0 && !p.eliminated ? [pass(i)] : []));
  return play(s, [placeFirst, bid(0, 2), ...passes, flower(0), skull(1)]);
}

function annDownToOne(config: GameConfig = lc): GameState {
  let s = play(config, []);
  for (let i = 0; i < 3; i++) s = annLoses(s);
  return s;
}

describe('Last Chance', () => {
  it('LC1: a failure that leaves the challenger one disc gives them the Last Chance disc for the next round', () => {
    const s = annDownToOne();
    expect(s.players[0]).toMatchObject({ discs: 1, lastChance: 'holding', eliminated: false });
    expect(s.lastOutcome).toMatchObject({ gotLastChance: true });
    const before = annDownToOne({ ...lc });
    expect(play(before, []).players[1]!.lastChance).toBe('never');
  });

  it('LC1: without the variant nobody receives it', () => {
    const s = annDownToOne({ ...lc, lastChance: false });
    expect(s.players[0]).toMatchObject({ discs: 1, lastChance: 'never' });
    expect(s.lastOutcome?.gotLastChance).toBe(false);
    const off = annDownToOne({ players: lc.players, starter: 0 });
    expect(off.players[0]!.lastChance).toBe('never');
  });

  it('LC2: the holder places one first disc and may add the Last Chance disc, which counts and shows a flower', () => {
    let s = play(annDownToOne(), [placeFirst]);
    expect(s.players[0]!.stack).toBe(1);
    expect(legalActions(s)).toContainEqual(add(0));
    s = play(s, [add(0)]);
    expect(s.players[0]!.stack).toBe(2);
    expect(tableTotal(s)).toBe(5);
    s = play(s, [add(1), add(2), add(3)]);
    expect(codeOf(() => apply(s, add(0)))).toBe('empty-hand');
    s = play(s, [bid(0, 2), pass(1), pass(2), pass(3), flower(0), flower(0)]);
    expect(s.players[0]!.successes).toBe(1);
  });

  it('LC3: the disc goes back at the end of that round, played or not', () => {
    const s = play(annDownToOne(), [placeFirst, add(0), bid(1, 1), pass(2), pass(3), pass(0), flower(1)]);
    expect(s.players[0]).toMatchObject({ discs: 1, lastChance: 'spent' });
    expect(play(s, [placeFirst]).players[0]!.stack).toBe(1);
    const unplayed = play(annDownToOne(), [placeFirst, bid(0, 1), pass(1), pass(2), pass(3), flower(0)]);
    expect(unplayed.players[0]).toMatchObject({ lastChance: 'spent', successes: 1 });
  });

  it('LC4: a holder who fails as challenger loses the Last Chance disc and their final disc, and is out', () => {
    const s = play(annDownToOne(), [
      placeFirst,
      add(0),
      bid(1, 2),
      bid(2, 3),
      pass(3),
      bid(0, 4),
      pass(1),
      pass(2),
      flower(0),
      flower(0),
      flower(1),
      skull(2),
    ]);
    expect(s.players[0]).toMatchObject({ discs: 0, eliminated: true, lastChance: 'spent' });
    expect(s.lastOutcome).toMatchObject({ lostLastChance: true, eliminated: true });
    expect(s.starter).toBe(2); // R20 names the next starter
    const own = play(annDownToOne(), [placeFirst, bid(0, 2), pass(1), pass(2), pass(3), skull(0)]);
    expect(own.phase).toBe('choosingStarter');
    expect(play(own, [chooseStarter(3)]).starter).toBe(3);
  });

  it('LC5: each player receives it at most once per game', () => {
    let s = play(annDownToOne(), [placeFirst, bid(0, 1), pass(1), pass(2), pass(3), flower(0)]);
    expect(s.players[0]!.lastChance).toBe('spent');
    // Ann fails again with one disc: she is out, no second Last Chance.
    s = annLoses(s);
    expect(s.players[0]).toMatchObject({ discs: 0, eliminated: true, lastChance: 'spent' });
    expect(s.lastOutcome?.gotLastChance).toBe(false);
  });

  it('LC5: a player who has had it never receives it again, even left with one disc (a state from elsewhere)', () => {
    const revealing = play(lc, [placeFirst, bid(0, 2), pass(1), pass(2), pass(3)]);
    const spent = {
      ...revealing,
      players: revealing.players.map((p, seat) => (seat === 0 ? { ...p, discs: 2, lastChance: 'spent' as const } : p)),
    };
    const s = play(spent, [flower(0), skull(1)]);
    expect(s.players[0]).toMatchObject({ discs: 1, lastChance: 'spent', eliminated: false });
    expect(s.lastOutcome?.gotLastChance).toBe(false);
  });

  it('LC3, LC4: each holder gets the disc back at the end of the round, but a challenger who lost it does not', () => {
    // Two holders at once (a state from elsewhere): Ann, the challenger, fails and loses hers; Bob's goes back.
    const revealing = play(lc, [placeFirst, bid(0, 2), pass(1), pass(2), pass(3)]);
    const both = {
      ...revealing,
      players: revealing.players.map((p, seat) => (seat < 2 ? { ...p, discs: 1, lastChance: 'holding' as const } : p)),
    };
    const { state, events } = applyWithEvents(play(both, [flower(0)]), skull(2));
    expect(eventsOf(events, 'lastChanceReturned')).toEqual([{ type: 'lastChanceReturned', player: 1 }]);
    expect(eventsOf(events, 'lastChanceLost')).toEqual([{ type: 'lastChanceLost', player: 0 }]);
    expect(state.players.map((p) => p.lastChance)).toEqual(['spent', 'spent', 'never', 'never']);
  });

  it('LC2: the holder still places exactly one first disc (the app cannot see which)', () => {
    const s = play(annDownToOne(), [placeFirst]);
    expect(s.players.map((p) => p.stack)).toEqual([1, 1, 1, 1]);
  });

  it('H1: abandoning the round keeps the Last Chance disc for the replayed round', () => {
    const s = play(annDownToOne(), [placeFirst, add(0), abandon]);
    expect(s.players[0]).toMatchObject({ lastChance: 'holding', stack: 0 });
  });
});
