// What each action did, as the engine decided it: the screens, history and statistics only read these.
import type { Action, ChallengeOutcome, GameState } from './types';

/** One consequence of an action. Plain JSON; seats are indexes into `players`. */
export type StepEvent =
  /** R10: the bidding ended (everyone else passed, or the bid reached the table total). */
  | { type: 'challengeStarted'; challenger: number; bid: number; atTableTotal: boolean }
  /** R12: a skull showed (failure) or the flowers reached the bid (success). */
  | ({ type: 'challengeSettled' } & Pick<
      ChallengeOutcome,
      'round' | 'challenger' | 'bid' | 'result' | 'skullOwner' | 'discLostBy'
    >)
  /** R13: the challenger's mat turns to its flower side. */
  | { type: 'successGained'; player: number; successes: number }
  /** R14, R15: the challenger owns one disc fewer; `remover` takes it (themselves on R15). */
  | { type: 'discLost'; player: number; by: 'random' | 'choice'; remover: number; discsLeft: number }
  /** LC4: the Last Chance disc goes with the final disc. */
  | { type: 'lastChanceLost'; player: number }
  /** R17: the player owns no disc and leaves the table. */
  | { type: 'eliminated'; player: number }
  /** LC1: down to one disc, the challenger holds the Last Chance disc for the next round. */
  | { type: 'lastChanceGiven'; player: number }
  /** LC3: the Last Chance disc goes back at the end of the round it was given for. */
  | { type: 'lastChanceReturned'; player: number }
  /** R13 (second success) or R18 (last player standing): no next round. */
  | { type: 'gameOver'; winner: number; reason: 'twoSuccesses' | 'lastStanding' }
  /** R19, R20: discs go back and `player` starts the next round. */
  | { type: 'nextStarter'; player: number; reason: 'challenger' | 'skullOwner' | 'chosen' }
  /** R20: the challenger eliminated themselves and chooses who starts. */
  | { type: 'starterToChoose'; chooser: number }
  /** H1: every disc goes back; the same starter restarts the round. */
  | { type: 'roundAbandoned'; round: number; starter: number };

export type StepEventType = StepEvent['type'];

/** One action of a log with the states around it and what it did. */
export interface Step {
  index: number;
  action: Action;
  before: GameState;
  after: GameState;
  events: StepEvent[];
}

/** The first event of `type` in `events`, typed. */
export function findEvent<T extends StepEventType>(
  events: readonly StepEvent[],
  type: T,
): Extract<StepEvent, { type: T }> | undefined {
  return events.find((e): e is Extract<StepEvent, { type: T }> => e.type === type);
}

/** Every event of `type` in `events`, typed. */
export function eventsOf<T extends StepEventType>(
  events: readonly StepEvent[],
  type: T,
): Extract<StepEvent, { type: T }>[] {
  return events.filter((e): e is Extract<StepEvent, { type: T }> => e.type === type);
}
