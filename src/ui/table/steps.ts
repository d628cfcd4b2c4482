// Replaying the log one action at a time tells the screens what each action did.
import { apply, newGame, type Action, type GameConfig, type GameState } from '../../rules';

export interface Step {
  index: number;
  action: Action;
  before: GameState;
  after: GameState;
}

export function replaySteps(config: GameConfig, actions: Action[]): Step[] {
  const steps: Step[] = [];
  let state = newGame(config);
  actions.forEach((action, index) => {
    const after = apply(state, action);
    steps.push({ index, action, before: state, after });
    state = after;
  });
  return steps;
}

/** True when this step settled a challenge (its outcome is in `after.lastOutcome`). */
export function resolvedChallenge(step: Step): boolean {
  return step.action.type === 'flip' && step.before.phase === 'revealing' && step.after.phase !== 'revealing';
}

/** Seats that gave back the Last Chance disc at the end of this step's round (LC3), not lost with a failure. */
export function lastChanceReturned(step: Step): number[] {
  if (!resolvedChallenge(step)) return [];
  const lostBy = step.after.lastOutcome?.lostLastChance ? step.after.lastOutcome.challenger : null;
  const seats: number[] = [];
  step.before.players.forEach((p, seat) => {
    if (p.lastChance === 'holding' && step.after.players[seat]?.lastChance === 'spent' && seat !== lostBy) seats.push(seat);
  });
  return seats;
}

export interface RoundGroup {
  round: number;
  abandoned: boolean;
  steps: Step[];
}

/** Steps grouped by round played; an abandoned round is its own group, and its replay a new one. */
export function groupByRound(steps: Step[]): RoundGroup[] {
  const groups: RoundGroup[] = [];
  let current: RoundGroup | null = null;
  for (const step of steps) {
    if (!current || current.round !== step.before.round || current.abandoned) {
      current = { round: step.before.round, abandoned: false, steps: [] };
      groups.push(current);
    }
    current.steps.push(step);
    if (step.action.type === 'abandonRound') current.abandoned = true;
  }
  return groups;
}
