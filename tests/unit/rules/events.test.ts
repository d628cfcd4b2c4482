import { CPU_BOUND_MS } from '../patience';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyWithEvents,
  legalActions,
  newGame,
  replay,
  replaySteps,
  RuleError,
  type Action,
  type GameConfig,
  type Step,
  type StepEvent,
  type StepEventType,
} from '../../../src/rules';
import { configArb, deepFreeze, pick, rng } from './helpers';

function assert(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

const seatsWhere = (step: Step, test: (seat: number) => boolean) =>
  step.before.players.map((_, seat) => seat).filter(test);
const playersOf = (events: StepEvent[], type: StepEventType) =>
  events.flatMap((e) => (e.type === type && 'player' in e ? [e.player] : [])).sort();
const sameSeats = (a: number[], b: number[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/** Checks one step's events against what changed in the state, independently of how the engine made them. */
function checkEvents(s: Step): void {
  const { before, after, action, events } = s;
  const was = before.players;
  const now = after.players;
  const has = (type: StepEventType) => events.filter((e) => e.type === type);
  assert(JSON.stringify(JSON.parse(JSON.stringify(events))) === JSON.stringify(events), 'events are plain JSON');
  assert(
    sameSeats(
      playersOf(events, 'eliminated'),
      seatsWhere(s, (i) => !was[i]!.eliminated && now[i]!.eliminated),
    ),
    'R17: one event per elimination',
  );
  assert(
    sameSeats(
      playersOf(events, 'successGained'),
      seatsWhere(s, (i) => now[i]!.successes > was[i]!.successes),
    ),
    'R13: one event per success',
  );
  for (const e of has('successGained'))
    assert(e.type === 'successGained' && e.successes === now[e.player]!.successes, 'success count');
  assert(
    sameSeats(
      playersOf(events, 'discLost'),
      seatsWhere(s, (i) => now[i]!.discs < was[i]!.discs),
    ),
    'R14/R15: one event per lost disc',
  );
  for (const e of has('discLost')) {
    assert(
      e.type === 'discLost' && e.discsLeft === now[e.player]!.discs && was[e.player]!.discs - e.discsLeft === 1,
      'one disc lost',
    );
    assert((e.by === 'choice') === (e.remover === e.player), 'R15: the challenger chooses; R14: another player draws');
  }
  const given = seatsWhere(s, (i) => was[i]!.lastChance === 'never' && now[i]!.lastChance === 'holding');
  const ended = seatsWhere(s, (i) => was[i]!.lastChance === 'holding' && now[i]!.lastChance === 'spent');
  assert(sameSeats(playersOf(events, 'lastChanceGiven'), given), 'LC1: one event per Last Chance given');
  assert(
    sameSeats([...playersOf(events, 'lastChanceReturned'), ...playersOf(events, 'lastChanceLost')], ended),
    'LC3/LC4: returned or lost, once',
  );
  for (const seat of playersOf(events, 'lastChanceLost')) assert(now[seat]!.eliminated, 'LC4: losing it eliminates');

  const started = before.phase !== 'revealing' && after.phase === 'revealing';
  const startEvents = has('challengeStarted');
  assert(startEvents.length === (started ? 1 : 0), 'R10: a challenge start has one event');
  for (const e of startEvents) {
    assert(
      e.type === 'challengeStarted' && e.challenger === after.challenger && e.bid === after.bid?.amount,
      'challenger and bid',
    );
    assert(e.atTableTotal === after.bidAtTableTotal, 'R10: bid at the table total');
  }
  const settled = action.type === 'flip' && after.phase !== 'revealing';
  const settleEvents = has('challengeSettled');
  assert(settleEvents.length === (settled ? 1 : 0), 'R12: a settled challenge has one event');
  for (const e of settleEvents) {
    const o = after.lastOutcome!;
    assert(
      e.type === 'challengeSettled' && e.challenger === before.challenger && e.bid === before.bid?.amount,
      'who and what',
    );
    assert(
      action.type === 'flip' && (e.result === 'success') === (action.disc === 'flower'),
      'R12: a skull fails, flowers succeed',
    );
    assert(e.skullOwner === (e.result === 'failure' && action.type === 'flip' ? action.owner : null), 'skull owner');
    assert(
      o.result === e.result && o.skullOwner === e.skullOwner && o.discLostBy === e.discLostBy && o.round === e.round,
      'lastOutcome agrees',
    );
  }

  const overEvents = has('gameOver');
  assert(overEvents.length === (before.phase !== 'over' && after.phase === 'over' ? 1 : 0), 'R13/R18: game over once');
  for (const e of overEvents) {
    assert(e.type === 'gameOver' && e.winner === after.winner, 'the winner');
    assert((e.reason === 'twoSuccesses') === (now[e.winner]!.successes === 2), 'R13 by two successes, else R18');
    if (e.reason === 'lastStanding') assert(now.filter((p) => !p.eliminated).length === 1, 'R18: last standing');
    assert(events[events.length - 1] === e, 'nothing follows the end of the game');
  }
  const starters = has('nextStarter');
  const newRound = after.phase === 'placing' && (settled || action.type === 'chooseStarter');
  assert(starters.length === (newRound ? 1 : 0), 'R20: one next starter per new round');
  for (const e of starters) {
    assert(
      e.type === 'nextStarter' && e.player === after.starter && !now[e.player]!.eliminated,
      'R20: the starter is in the game',
    );
    const challenger = before.challenger;
    if (e.reason === 'challenger')
      assert(e.player === challenger && !now[challenger!]!.eliminated, 'R20: the challenger starts');
    if (e.reason === 'skullOwner')
      assert(now[challenger!]!.eliminated && e.player === after.lastOutcome?.skullOwner, 'R20: the skull owner starts');
    if (e.reason === 'chosen')
      assert(action.type === 'chooseStarter' && action.player === e.player, 'R20: the chosen seat starts');
  }
  const choose = has('starterToChoose');
  assert(
    choose.length === (before.phase !== 'choosingStarter' && after.phase === 'choosingStarter' ? 1 : 0),
    'R20: a chooser is named',
  );
  for (const e of choose)
    assert(
      e.type === 'starterToChoose' && e.chooser === after.turn && now[e.chooser]!.eliminated,
      'R20: the self-eliminated challenger chooses',
    );
  const abandoned = has('roundAbandoned');
  assert(abandoned.length === (action.type === 'abandonRound' ? 1 : 0), 'H1: abandoning has one event');
  for (const e of abandoned)
    assert(
      e.type === 'roundAbandoned' &&
        e.starter === before.starter &&
        e.starter === after.starter &&
        e.round === after.round,
      'H1: same starter, same round',
    );
  if (action.type === 'placeFirst' || action.type === 'add')
    assert(events.length === 0, 'placing and adding report nothing more');
}

describe('step events', () => {
  it(
    'R10 R12–R20 LC1–LC4 H1: every state change of a random game has its one event, and nothing else is reported',
    () => {
      const seen = new Set<StepEventType>();
      const reasons = new Set<string>();
      fc.assert(
        fc.property(configArb, fc.integer(), (config, seed) => {
          const random = rng(seed);
          let state = deepFreeze(newGame(config));
          const log: Action[] = [];
          const steps: Step[] = [];
          while (state.phase !== 'over' && log.length < 5000) {
            const action = pick(legalActions(state), random);
            const { state: after, events } = applyWithEvents(state, action);
            const step = { index: log.length, action, before: state, after: deepFreeze(after), events };
            checkEvents(step);
            for (const e of events) {
              seen.add(e.type);
              if (e.type === 'nextStarter' || e.type === 'gameOver') reasons.add(`${e.type}:${e.reason}`);
            }
            steps.push(step);
            log.push(action);
            state = step.after;
          }
          expect(replaySteps(config, log)).toEqual(steps);
          expect(replay(config, log)).toEqual(state);
        }),
        { numRuns: 200 },
      );
      // The generator must have reached every kind of event, or the checks above prove little.
      expect([...seen].sort()).toEqual(
        [
          'challengeSettled',
          'challengeStarted',
          'discLost',
          'eliminated',
          'gameOver',
          'lastChanceGiven',
          'lastChanceLost',
          'lastChanceReturned',
          'nextStarter',
          'roundAbandoned',
          'starterToChoose',
          'successGained',
        ].sort(),
      );
      expect([...reasons].sort()).toEqual(
        [
          'gameOver:lastStanding',
          'gameOver:twoSuccesses',
          'nextStarter:challenger',
          'nextStarter:chosen',
          'nextStarter:skullOwner',
        ].sort(),
      );
    },
    CPU_BOUND_MS,
  );

  it('replaySteps stops at an illegal action only when asked, and applyWithEvents leaves the state untouched', () => {
    const config: GameConfig = { players: ['Ann', 'Bob', 'Cat'], starter: 0 };
    const log: Action[] = [{ type: 'placeFirst' }, { type: 'pass', player: 0 }, { type: 'add', player: 0 }];
    expect(() => replaySteps(config, log)).toThrow(RuleError);
    expect(replaySteps(config, log, { stopAtIllegal: true }).map((s) => s.index)).toEqual([0]);
    const start = deepFreeze(newGame(config));
    expect(() => applyWithEvents(start, { type: 'pass', player: 0 })).toThrow(RuleError);
    expect(() => applyWithEvents({} as never, { type: 'placeFirst' })).toThrow(RuleError);
  });

  it('replaySteps stops quietly only at a refusal: a log that is not a list, or a fault, still throws', () => {
    const config: GameConfig = { players: ['Ann', 'Bob', 'Cat'], starter: 0 };
    expect(() => replaySteps(config, 'placeFirst' as never, { stopAtIllegal: true })).toThrow(RuleError);
    const faulty = {
      get type(): string {
        throw new TypeError('unreadable');
      },
    } as unknown as Action;
    expect(() => replaySteps(config, [{ type: 'placeFirst' }, faulty], { stopAtIllegal: true })).toThrow(TypeError);
  });
});
