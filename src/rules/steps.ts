// The log as steps: each action with the states around it and the events the engine reported.
import { step } from './apply';
import { RuleError } from './errors';
import { refuse } from './sentences';
import type { Step, StepEvent } from './events';
import { newGame } from './game';
import type { Action, GameConfig, GameState } from './types';
import { checkState } from './validate';

/** One step from `before`, numbered `index`, `before` trusted (the caller checked it or made it). */
function stepFrom(before: GameState, action: Action, index: number): Step {
  const events: StepEvent[] = [];
  return { index, action, before, after: step(before, action, events), events };
}

/** `apply` that also says what the action did; RuleError on an illegal action, `state` untouched. */
export function applyWithEvents(state: GameState, action: Action): { state: GameState; events: StepEvent[] } {
  const { after, events } = takeStep(state, action, 0);
  return { state: after, events };
}

/** One step from `before`, numbered `index`: for callers that apply one action at a time. */
export function takeStep(before: GameState, action: Action, index: number): Step {
  checkState(before);
  return stepFrom(before, action, index);
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
    let next: Step;
    try {
      next = stepFrom(state, actions[index]!, index);
    } catch (e) {
      if (options.stopAtIllegal === true && e instanceof RuleError) break;
      throw e;
    }
    steps.push(next);
    state = next.after;
  }
  return steps;
}
