import { describe, expect, it } from 'vitest';
import type { Action, GameConfig } from '../../../src/rules';
import { actionSentence, challengeSummary, outcomeSentences } from '../../../src/ui/table/actionSentences';
import { groupByRound, replaySteps } from '../../../src/ui/table/stepEvents';
import { tableWords } from '../../../src/ui/table/equipment';

const discs = () => tableWords('discs');

const four: GameConfig = { players: ['Ann', 'Bob', 'Carla', 'Dan'], starter: 2 };
const open: Action[] = [
  { type: 'placeFirst' },
  { type: 'bid', player: 2, amount: 2 },
  { type: 'pass', player: 3 },
  { type: 'pass', player: 0 },
  { type: 'pass', player: 1 },
];

describe('history sentences', () => {
  it('one readable sentence per action', () => {
    const steps = replaySteps(four, [...open, { type: 'flip', owner: 2, disc: 'flower' }]);
    expect(steps.map((step) => actionSentence(step, discs()))).toEqual([
      'Everyone places a disc face down; Carla places last.',
      'Carla bids 2.',
      'Dan passes.',
      'Ann passes.',
      'Bob passes.',
      'Carla flips their own disc: a flower (1 of 2).',
    ]);
  });

  it('R14, R20: a skull of another player tells its owner to draw at random, and the challenger starts next', () => {
    const steps = replaySteps(four, [
      ...open,
      { type: 'flip', owner: 2, disc: 'flower' },
      { type: 'flip', owner: 3, disc: 'skull' },
    ]);
    const last = steps[steps.length - 1]!;
    expect(outcomeSentences(last, discs())).toEqual([
      'Carla gathers all their discs, from the mat and the hand, and mixes them face down. Dan draws one without looking and puts it in the box.',
      'Everyone takes back the discs on their mat.',
      'Carla starts round 2.',
    ]);
    expect(challengeSummary(last, discs())).toBe('Carla bid 2 and flipped Dan’s skull.');
  });

  it("R15: on the challenger's own skull, they choose a disc in secret", () => {
    const steps = replaySteps(four, [...open, { type: 'flip', owner: 2, disc: 'skull' }]);
    expect(outcomeSentences(steps[steps.length - 1]!, discs())[0]).toBe(
      'Carla chooses one of their own discs in secret and puts it in the box, face down.',
    );
  });

  it('R13: a success flips the mat; other actions have no outcome', () => {
    const steps = replaySteps(four, [
      ...open,
      { type: 'flip', owner: 2, disc: 'flower' },
      { type: 'flip', owner: 0, disc: 'flower' },
    ]);
    expect(outcomeSentences(steps[steps.length - 1]!, discs())[0]).toBe(
      'Success! Carla flips their mat to its flower side.',
    );
    expect(outcomeSentences(steps[1]!, discs())).toEqual([]);
  });

  it('H1: an abandoned round is its own group in the history, and its replay starts a new one', () => {
    const steps = replaySteps(four, [{ type: 'placeFirst' }, { type: 'abandonRound' }, { type: 'placeFirst' }]);
    expect(groupByRound(steps).map((g) => [g.round, g.abandoned, g.steps.length])).toEqual([
      [1, true, 2],
      [1, false, 1],
    ]);
  });

  it('R15, R17, R20: a self-eliminated challenger is out of the game and chooses the next starter', () => {
    const lose: Action[] = [
      { type: 'placeFirst' },
      { type: 'bid', player: 2, amount: 1 },
      { type: 'pass', player: 3 },
      { type: 'pass', player: 0 },
      { type: 'pass', player: 1 },
      { type: 'flip', owner: 2, disc: 'skull' },
    ];
    const steps = replaySteps(four, [...lose, ...lose, ...lose, ...lose]);
    const last = steps[steps.length - 1]!;
    expect(outcomeSentences(last, discs())).toEqual([
      'Carla puts their last disc in the box.',
      'Carla is out of the game: their mat leaves the table.',
      'Everyone takes back the discs on their mat.',
      'Carla is out of the game and chooses who starts round 5.',
    ]);
    expect(challengeSummary(last, discs())).toBe('Carla bid 1 and flipped their own skull. Carla is out of the game.');
  });

  it('LC1: the Last Chance disc is announced when given', () => {
    const lose: Action[] = [
      { type: 'placeFirst' },
      { type: 'bid', player: 2, amount: 1 },
      { type: 'pass', player: 3 },
      { type: 'pass', player: 0 },
      { type: 'pass', player: 1 },
      { type: 'flip', owner: 2, disc: 'skull' },
    ];
    const steps = replaySteps({ ...four, lastChance: true }, [...lose, ...lose, ...lose]);
    expect(outcomeSentences(steps[steps.length - 1]!, discs())).toContain(
      'Carla is down to one disc and receives the Last Chance disc, a flower, for round 4 only. If they challenge in that round and fail, they lose both and are out of the game.',
    );
  });
});
