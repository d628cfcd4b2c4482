// H3: a practice round runs the real engine for one round only; its result is explained, never kept.
import { newGame, replaySteps, type Action, type ChallengeOutcome, type GameConfig, type GameState } from '../rules';
import { stateAfter } from './session';

export interface PracticeView {
  /** The round as it is being played; once finished, the table as it was before the round. */
  state: GameState;
  /** True once the challenge has been resolved: nothing more may be played. */
  finished: boolean;
  /** What the challenge would have done in a real game (shown, not applied). */
  outcome: ChallengeOutcome | null;
}

export function practiceView(config: GameConfig, actions: Action[]): PracticeView {
  const state = stateAfter(config, replaySteps(config, actions));
  if (state.lastOutcome === null) return { state, finished: false, outcome: null };
  // The round is over: put back every success and disc as they were, and keep only the explanation.
  const fresh = newGame(config);
  return { state: { ...fresh, lastOutcome: state.lastOutcome }, finished: true, outcome: state.lastOutcome };
}
