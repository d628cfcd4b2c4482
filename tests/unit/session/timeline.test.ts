// The timeline (src/session/timeline.ts) alone, without storage: each move is one step, nothing is replayed (H2).
// The controller's property test (incremental.test.ts) checks the same moves against a full replay over random games.
import { describe, expect, it } from 'vitest';
import { RuleError, replaySteps } from '../../../src/rules';
import { stateAfter, stepsOf } from '../../../src/session/session';
import * as timeline from '../../../src/session/timeline';
import { legalLog, storedSession, table } from './helpers';

function opened(actions = legalLog(table, 5, 1)): timeline.Version {
  const session = storedSession('t', actions);
  const steps = stepsOf(session);
  return { session, state: stateAfter(session.config, steps), steps };
}

describe('the timeline', () => {
  it('H2: an action is one step forward, the earlier steps the same objects, one revision on', () => {
    const from = opened();
    const action = legalLog(table, 6, 1)[5]!;
    const next = timeline.play(from, action, 2_000);
    expect(next.session).toMatchObject({ rev: 1, updated: 2_000, redo: [] });
    expect(next.session.actions).toEqual([...from.session.actions, action]);
    expect(next.steps.slice(0, -1)).toEqual(from.steps);
    next.steps.slice(0, -1).forEach((step, i) => {
      expect(step).toBe(from.steps[i]);
    });
    expect(next.state).toEqual(replaySteps(table, next.session.actions).at(-1)!.after);
  });

  it('an illegal action throws RuleError and leaves the version as it was', () => {
    const from = opened();
    const before = structuredClone(from.session);
    expect(() => timeline.play(from, { type: 'bid', player: 0, amount: 99 }, 2_000)).toThrow(RuleError);
    expect(from.session).toEqual(before);
  });

  it('H2: undo shows the state the last step started from, and redo brings the same state back', () => {
    const from = opened();
    const back = timeline.stepBack(from, 2_000)!;
    expect(back.state).toBe(from.steps.at(-1)!.before);
    expect(back.steps).toEqual(from.steps.slice(0, -1));
    expect(back.session).toMatchObject({ rev: 1, redo: [from.session.actions.at(-1)] });
    expect(timeline.canRedo(back)).toBe(true);
    const again = timeline.stepForward(back, 3_000)!;
    expect(again.session).toMatchObject({ rev: 2, actions: from.session.actions, redo: [] });
    expect(again.state).toEqual(from.state);
  });

  it('H2: Undo is offered while an action can be taken back, Redo only once one was', () => {
    const from = opened();
    expect([timeline.canUndo(from), timeline.canRedo(from)]).toEqual([true, false]);
    const back = timeline.stepBack(from, 2_000)!;
    expect([timeline.canUndo(back), timeline.canRedo(back)]).toEqual([true, true]);
  });

  it('nothing to undo or redo is null', () => {
    const start = opened([]);
    expect(timeline.canUndo(start)).toBe(false);
    expect(timeline.canRedo(start)).toBe(false);
    expect(timeline.stepBack(start, 2_000)).toBeNull();
    expect(timeline.stepForward(start, 2_000)).toBeNull();
  });

  it('accepting moves only the latest version; a write over shows it; a rollback drops what was not shown', () => {
    const first = opened();
    const second = timeline.stepBack(first, 2_000)!;
    const accepted = timeline.accept(timeline.timelineAt(first), second);
    expect([accepted.shown, accepted.latest]).toEqual([first, second]);
    expect(timeline.rollBack(accepted)).toEqual({ shown: first, latest: first });
    expect(timeline.show(accepted, second)).toEqual({ shown: second, latest: second });
  });
});
