// The log as steps: each action with the states around it and the events the engine reported.
import { step } from './apply';
import { RuleError } from './errors';
import { refuse } from './sentences';
import type { Step, StepEvent } from './events';
import { newGame } from './game';
import type { Action, GameConfig, GameState } from './types';
import { checkState } from './validate';

/** `apply` that also says what the action did; RuleError on an illegal action, `state` untouched. */
export function applyWithEvents(state: GameState, action: Action): { state: GameState; events: StepEvent[] } {
  checkState(state);
  const events: StepEvent[] = [];
  return { state: step(state, action, events), events };
}

/** One step from `before`, numbered `index`: for callers that apply one action at a time. */
export function takeStep(before: GameState, action: Action, index: number): Step {
  const { state, events } = applyWithEvents(before, action);
  return { index, action, before, after: state, events };
}

export interface ReplayOptions {
  /** Stop quietly at the first illegal action and return the steps before it, instead of throwing. */
  stopAtIllegal?: boolean;
}

/** Every action of a log as a Step; RuleError at the first illegal one unless `stopAtIllegal`. */
export function replaySteps(config: GameConfig, actions: readonly Action[], options: ReplayOptions = {}): Step[] {
  if (!Array.isArray(actions)) throw refuse('bad-log');
  const steps: Step[] = [];
  let state = newGame(config);
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index]!;
    const events: StepEvent[] = [];
    let after: GameState;
    try {
      after = step(state, action, events);
    } catch (e) {
      if (options.stopAtIllegal === true && e instanceof RuleError) break;
      throw e;
    }
    steps.push({ index, action, before: state, after, events });
    state = after;
  }
  return steps;
}
