import { describe, expect, it } from 'vitest';
import { eventsOf, findEvent, replaySteps, type Action, type GameConfig } from '../../../src/rules';
import { abandon, add, bid, chooseStarter, flower, pass, placeFirst, skull } from './helpers';

const four: GameConfig = { players: ['Ann', 'Bob', 'Cat', 'Dan'], starter: 0 };
const lc: GameConfig = { ...four, lastChance: true };
const lastEvents = (config: GameConfig, log: Action[]) => replaySteps(config, log).at(-1)!.events;
/** Ann opens at 2 with one disc each, everyone else passes, and she fails on Bob's skull. */
const annLoses: Action[] = [placeFirst, bid(0, 2), pass(1), pass(2), pass(3), flower(0), skull(1)];

describe('what each step did, in the engine’s words', () => {
  it('R10: a bid at the table total starts the challenge at once', () => {
    expect(lastEvents(four, [placeFirst, bid(0, 4)])).toEqual([
      { type: 'challengeStarted', challenger: 0, bid: 4, atTableTotal: true },
    ]);
    expect(lastEvents(four, [placeFirst, bid(0, 2), pass(1), pass(2), pass(3)])).toEqual([
      { type: 'challengeStarted', challenger: 0, bid: 2, atTableTotal: false },
    ]);
  });

  it('R13, R20: a success gains a success and the challenger starts next', () => {
    expect(lastEvents(four, [placeFirst, bid(0, 1), pass(1), pass(2), pass(3), flower(0)])).toEqual([
      {
        type: 'challengeSettled',
        round: 1,
        challenger: 0,
        bid: 1,
        result: 'success',
        skullOwner: null,
        discLostBy: null,
      },
      { type: 'successGained', player: 0, successes: 1 },
      { type: 'nextStarter', player: 0, reason: 'challenger' },
    ]);
  });

  it('R14: a skull of another player: its owner removes a disc at random', () => {
    expect(lastEvents(four, annLoses)).toEqual([
      {
        type: 'challengeSettled',
        round: 1,
        challenger: 0,
        bid: 2,
        result: 'failure',
        skullOwner: 1,
        discLostBy: 'random',
      },
      { type: 'discLost', player: 0, by: 'random', remover: 1, discsLeft: 3 },
      { type: 'nextStarter', player: 0, reason: 'challenger' },
    ]);
  });

  it('R15, R17, R20: a self-eliminated challenger chooses the next starter', () => {
    const log = [...annLoses, ...annLoses, ...annLoses, placeFirst, bid(0, 1), pass(1), pass(2), pass(3), skull(0)];
    expect(lastEvents(four, log)).toEqual([
      {
        type: 'challengeSettled',
        round: 4,
        challenger: 0,
        bid: 1,
        result: 'failure',
        skullOwner: 0,
        discLostBy: 'choice',
      },
      { type: 'discLost', player: 0, by: 'choice', remover: 0, discsLeft: 0 },
      { type: 'eliminated', player: 0 },
      { type: 'starterToChoose', chooser: 0 },
    ]);
    expect(lastEvents(four, [...log, chooseStarter(2)])).toEqual([
      { type: 'nextStarter', player: 2, reason: 'chosen' },
    ]);
  });

  it('LC1, LC3, LC4: Last Chance given, returned after its round, or lost with the final disc', () => {
    const down = [...annLoses, ...annLoses, ...annLoses];
    expect(lastEvents(lc, down)).toContainEqual({ type: 'lastChanceGiven', player: 0 });
    expect(
      lastEvents(lc, [...down, placeFirst, add(0), bid(1, 1), pass(2), pass(3), pass(0), flower(1)]),
    ).toContainEqual({
      type: 'lastChanceReturned',
      player: 0,
    });
    const lost = lastEvents(lc, [
      ...down,
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
    expect(lost.map((e) => e.type)).toEqual([
      'challengeSettled',
      'discLost',
      'lastChanceLost',
      'eliminated',
      'nextStarter',
    ]);
    expect(lost.at(-1)).toEqual({ type: 'nextStarter', player: 2, reason: 'skullOwner' });
  });

  it('R18: the last player standing wins, and no starter is named', () => {
    const three: GameConfig = { players: ['Ann', 'Bob', 'Cat'], starter: 0 };
    const annOut = [0, 1, 2, 3].flatMap(() => [placeFirst, bid(0, 2), pass(1), pass(2), flower(0), skull(1)]);
    const bobOut = [0, 1, 2, 3].flatMap(() => [placeFirst, bid(1, 2), flower(1), skull(2)]);
    const events = lastEvents(three, [...annOut, ...bobOut]);
    expect(events.at(-1)).toEqual({ type: 'gameOver', winner: 2, reason: 'lastStanding' });
  });

  it('H1: abandoning a round says so and keeps the starter', () => {
    expect(lastEvents(four, [placeFirst, add(0), abandon])).toEqual([{ type: 'roundAbandoned', round: 1, starter: 0 }]);
  });

  it('a screen reads an event by its type: the first one, or every one, and none of another type', () => {
    const log = [...annLoses, placeFirst, bid(0, 2), pass(1), pass(2), pass(3), flower(0), skull(2)];
    const events = replaySteps(four, log).flatMap((step) => step.events);
    expect(findEvent(events, 'discLost')).toEqual({
      type: 'discLost',
      player: 0,
      by: 'random',
      remover: 1,
      discsLeft: 3,
    });
    expect(eventsOf(events, 'discLost')).toEqual([
      { type: 'discLost', player: 0, by: 'random', remover: 1, discsLeft: 3 },
      { type: 'discLost', player: 0, by: 'random', remover: 2, discsLeft: 2 },
    ]);
    expect(findEvent(events, 'gameOver')).toBeUndefined();
    expect(eventsOf(events, 'gameOver')).toEqual([]);
  });
});
