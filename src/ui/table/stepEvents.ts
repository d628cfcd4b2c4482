// The engine's steps, and small readers of their events for the table screens: no rule is worked out here.
import { eventsOf, findEvent, type Step } from '../../rules';

export { replaySteps, takeStep, type Step, type StepEvent } from '../../rules';

/** True when this step settled a challenge (its outcome is its `challengeSettled` event). */
export function resolvedChallenge(step: Step): boolean {
  return findEvent(step.events, 'challengeSettled') !== undefined;
}

/** Seats that gave back the Last Chance disc at the end of this step's round (LC3), not lost with a failure. */
export function lastChanceReturned(step: Step): number[] {
  return eventsOf(step.events, 'lastChanceReturned').map((e) => e.player);
}

// Discs each seat has lost up to a step, kept per Step object: a new step adds its own events, never the whole log again.
const lostAfter = new WeakMap<Step, number[]>();

/** Discs each seat has lost (R14, R15) over `steps`, read from their `discLost` events. */
export function discsLost(steps: readonly Step[], seats: number): readonly number[] {
  let i = steps.length;
  while (i > 0 && !lostAfter.has(steps[i - 1]!)) i--;
  let lost = i > 0 ? lostAfter.get(steps[i - 1]!)! : new Array<number>(seats).fill(0);
  for (; i < steps.length; i++) {
    lost = [...lost];
    for (const e of eventsOf(steps[i]!.events, 'discLost')) lost[e.player]!++;
    lostAfter.set(steps[i]!, lost);
  }
  return lost;
}

/** True when this step abandoned its round (H1). */
export function abandonedRound(step: Step): boolean {
  return findEvent(step.events, 'roundAbandoned') !== undefined;
}

export interface RoundGroup {
  round: number;
  abandoned: boolean;
  steps: Step[];
}

/** Steps grouped by round played; an abandoned round is its own group, and its replay a new one. */
export function groupByRound(steps: readonly Step[]): RoundGroup[] {
  const groups: RoundGroup[] = [];
  let current: RoundGroup | null = null;
  for (const step of steps) {
    if (!current || current.round !== step.before.round || current.abandoned) {
      current = { round: step.before.round, abandoned: false, steps: [] };
      groups.push(current);
    }
    current.steps.push(step);
    if (abandonedRound(step)) current.abandoned = true;
  }
  return groups;
}
