// The rules engine's public door (ENGINE-CONTRACT.md). Pure: no DOM, storage, clock or randomness.
import { step } from './apply';
import { refuse } from './sentences';
import { newGame } from './game';
import type { Action, GameConfig, GameState } from './types';

export { DECKS, EQUIPMENTS } from './types';
export type {
  Action,
  ActionType,
  ChallengeOutcome,
  Deck,
  Disc,
  Equipment,
  GameConfig,
  GameState,
  Phase,
  PlayerState,
} from './types';
export { RULE_SENTENCES, refuse, type RuleSentences } from './sentences';
export {
  RULE_CODES,
  RuleError,
  type RuleCode,
  type RuleDetail,
  type RuleParams,
  type RuleParamsByCode,
} from './errors';
export { apply } from './apply';
export { newGame } from './game';
export { legalActions } from './legal';
export { handSize, SUCCESSES_TO_WIN, tableTotal } from './seats';
export type { Step, StepEvent, StepEventType } from './events';
export { eventsOf, findEvent } from './events';
export { applyWithEvents, replaySteps, takeStep, type ReplayOptions } from './steps';
export { isRecord, parseAction, parseConfig } from './validate';
export {
  DECK_FLOWERS,
  fileVersionFor,
  seatsFor,
  settleVariants,
  VARIANT_KEYS,
  VARIANTS,
  variantAllowed,
  variantApplies,
  variantConflict,
  variantsOf,
  withVariants,
  type VariantKey,
  type Variants,
  type VariantSpec,
} from './variants';
export {
  checkNewNames,
  cleanName,
  MAX_NAME_LENGTH,
  MAX_PLAYERS,
  MIN_PLAYERS,
  nameKey,
  nameProblems,
  visibleLength,
  type NameProblem,
} from './names';

/** The state reached by playing `actions` from a new game; RuleError at the first illegal one. */
export function replay(config: GameConfig, actions: Action[]): GameState {
  if (!Array.isArray(actions)) throw refuse('bad-log');
  let state = newGame(config);
  for (const action of actions) state = step(state, action);
  return state;
}
