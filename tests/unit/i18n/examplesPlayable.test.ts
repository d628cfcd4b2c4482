import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/i18n';
import { replay, tableTotal, type Action, type GameConfig } from '../../../src/rules';
import { area } from './texts';

// The worked examples and the practice walk-through, each played through the engine move by move: an example that
// describes a flip its own setup rules out (a disc under a face-down one, another stack before the own one is face
// up, a flip after the challenge stopped) makes replay throw. Seats: Nadia 0, Omar 1, Lou 2, Sami 3, clockwise.
const NADIA = 0;
const OMAR = 1;
const LOU = 2;
const SAMI = 3;
const players = ['Nadia', 'Omar', 'Lou', 'Sami'];
const add = (player: number): Action => ({ type: 'add', player });
const bid = (player: number, amount: number): Action => ({ type: 'bid', player, amount });
const pass = (...seats: number[]): Action[] => seats.map((player) => ({ type: 'pass', player }));
const flower = (owner: number): Action => ({ type: 'flip', owner, disc: 'flower' });
const skull = (owner: number): Action => ({ type: 'flip', owner, disc: 'skull' });
const placeFirst: Action = { type: 'placeFirst' };

/** A starter who opens at 1 on a single disc and shows their own skull, losing a disc of their choice (R15). */
function ownSkullRound(starter: number): Action[] {
  const others = [1, 2, 3].map((k) => (starter + k) % 4);
  return [placeFirst, bid(starter, 1), ...pass(...others), skull(starter)];
}

const examples = area('examples');
const help = area('help');

describe('the worked examples can be played as they are told', () => {
  it('R12: Omar bids 2 on three discs of his own and succeeds inside his stack, its last disc still face down', () => {
    const config: GameConfig = { players, starter: OMAR };
    const setup = [placeFirst, add(OMAR), add(LOU), add(SAMI), add(NADIA), add(OMAR), add(LOU), add(SAMI), add(NADIA)];
    const atBid = replay(config, [...setup, bid(OMAR, 2), ...pass(LOU, SAMI, NADIA)]);
    expect(atBid.players[OMAR]!.stack).toBe(3);
    const end = replay(config, [...setup, bid(OMAR, 2), ...pass(LOU, SAMI, NADIA), flower(OMAR), flower(OMAR)]);
    expect(end.lastOutcome).toMatchObject({ challenger: OMAR, result: 'success' });
    expect(end.players[OMAR]!.successes).toBe(1);
    expect(end.starter).toBe(OMAR);
    // The challenge stopped: the third disc cannot be flipped.
    expect(() =>
      replay(config, [...setup, bid(OMAR, 2), ...pass(LOU, SAMI, NADIA), flower(OMAR), flower(OMAR), flower(OMAR)]),
    ).toThrow();
  });

  it('R15, R20: Lou bids 3 on two discs, a flower then her own skull, keeps three discs and starts again', () => {
    const config: GameConfig = { players, starter: LOU };
    const round = [placeFirst, add(LOU), add(SAMI), add(NADIA), add(OMAR), bid(LOU, 3), ...pass(SAMI, NADIA, OMAR)];
    expect(replay(config, round).players[LOU]!.stack).toBe(2);
    const end = replay(config, [...round, flower(LOU), skull(LOU)]);
    expect(end.lastOutcome).toMatchObject({
      challenger: LOU,
      result: 'failure',
      skullOwner: LOU,
      discLostBy: 'choice',
    });
    expect(end.players[LOU]!.discs).toBe(3);
    expect(end.starter).toBe(LOU);
  });

  it('R14, R17, R20: Sami, down to one disc, bids 2, shows his flower, then Nadia’s skull: he is out and Nadia starts', () => {
    const config: GameConfig = { players, starter: SAMI };
    const downToOne = [...ownSkullRound(SAMI), ...ownSkullRound(SAMI), ...ownSkullRound(SAMI)];
    expect(replay(config, downToOne).players[SAMI]!.discs).toBe(1);
    const end = replay(config, [
      ...downToOne,
      placeFirst,
      bid(SAMI, 2),
      ...pass(NADIA, OMAR, LOU),
      flower(SAMI),
      skull(NADIA),
    ]);
    expect(end.players[SAMI]!.eliminated).toBe(true);
    expect(end.lastOutcome).toMatchObject({ skullOwner: NADIA, discLostBy: 'random' });
    expect(end.starter).toBe(NADIA);
  });

  it('LC1–LC3, LC5: Lou gets Last Chance, lays her own disc then it on top, Omar flips it as a flower, she gives it back', () => {
    const config: GameConfig = { players, starter: LOU, lastChance: true };
    const downToOne = [...ownSkullRound(LOU), ...ownSkullRound(LOU), ...ownSkullRound(LOU)];
    const holding = replay(config, downToOne);
    expect(holding.players[LOU]).toMatchObject({ discs: 1, lastChance: 'holding' });
    const round = [placeFirst, add(LOU), bid(SAMI, 1), ...pass(NADIA), bid(OMAR, 2), ...pass(LOU, SAMI)];
    expect(replay(config, [...downToOne, ...round]).players[LOU]!.stack).toBe(2);
    const end = replay(config, [...downToOne, ...round, flower(OMAR), flower(LOU)]);
    expect(end.lastOutcome).toMatchObject({ challenger: OMAR, result: 'success' });
    expect(end.players[LOU]).toMatchObject({ discs: 1, lastChance: 'spent' });
  });

  it('R6, R9, R11, R14: the practice walk-through: total 4 then 5, Sami wins the bidding at 4 and fails on Nadia’s skull', () => {
    const config: GameConfig = { players, starter: NADIA };
    expect(tableTotal(replay(config, [placeFirst]))).toBe(4);
    const bidding = [placeFirst, add(NADIA), bid(OMAR, 2), ...pass(LOU), bid(SAMI, 4), ...pass(NADIA, OMAR)];
    const challenge = replay(config, bidding);
    expect(tableTotal(challenge)).toBe(5);
    expect(challenge).toMatchObject({ phase: 'revealing', challenger: SAMI, bid: { amount: 4 } });
    const end = replay(config, [...bidding, flower(SAMI), flower(NADIA), flower(LOU), skull(NADIA)]);
    expect(end.lastOutcome).toMatchObject({
      challenger: SAMI,
      result: 'failure',
      skullOwner: NADIA,
      discLostBy: 'random',
    });
    expect(end.starter).toBe(SAMI);
  });

  it.each(LANGS)('in %s, the examples tell the bids played above', (lang) => {
    const told = examples[lang].examplesBody.split('\n').filter((l) => l.startsWith('**'));
    expect(told.map((l) => l.match(/\d/g) ?? [])).toEqual([['2'], ['3'], ['2'], []]);
    const walk = help[lang].practiceBody.split('\n');
    expect(
      walk.filter((l) => /^[1-3]\. /.test(l)).map((l) => (l.replace(/^\d\. /, '').match(/\d/g) ?? []).join()),
    ).toEqual(['4', '5,2', '4,4']);
  });
});
