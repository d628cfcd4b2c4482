// Every refusal has a stable code and plain-JSON parameters, so a screen can say it again in any language.
import type { ActionType, Phase } from './types';

/** The parameters each code carries: names as written, numbers as counted. */
export interface RuleParamsByCode {
  'wrong-phase': { action: ActionType; phase: Phase };
  /** `turn` when a player out of the game tried to act; `choices` when one was picked as next starter (R20). */
  eliminated: { player: string; turn: string | null } | { player: string; choices: string[] };
  'already-passed': { player: string; turn: string | null };
  'not-your-turn': { player: string; turn: string | null };
  /** `current` is null when there is no bid yet. */
  'bid-too-low': { min: number; current: number | null };
  'bid-too-high': { max: number };
  'bidding-started': Record<string, never>;
  'empty-hand': { player: string };
  'no-bid-yet': Record<string, never>;
  'own-stack-first': { left: number };
  'nothing-to-flip': { player: string };
  'bad-seat': { field: string; max: number };
  'no-such-seat': { seat: number; max: number };
  'bad-action': Record<string, never>;
  'unknown-action': { types: string[] };
  'bad-amount': Record<string, never>;
  'bad-disc': Record<string, never>;
  'bad-config': Record<string, never>;
  'bad-player-count': { min: number; max: number };
  'bad-name': Record<string, never>;
  'duplicate-name': { name: string };
  /** `seat` counts from 1, as the new-game form shows it. */
  'name-invisible': { seat: number };
  'name-too-long': { seat: number; max: number };
  'bad-starter': { max: number };
  'bad-variant': Record<string, never>;
  /** R3: equipment is one of `allowed`. */
  'bad-equipment': { allowed: string[] };
  /** R3: Last Chance is not used with the playing-card travel set. */
  'cards-no-last-chance': Record<string, never>;
  /** R3: a card table's deck is one of `allowed`; a table with discs names none. */
  'bad-deck': { allowed: string[] };
  /** R1, R3: the chosen deck has number cards for at most `max` players (a Skat deck: 5). */
  'deck-too-small': { max: number };
  'bad-state': Record<string, never>;
  'bad-log': Record<string, never>;
  /** Raised by the session, not the rules: another tab changed this game, so this one only reads. */
  'read-only': Record<string, never>;
  /** Raised by the session, not the rules: a game's log is full (see src/session/storage/limits.ts). */
  'game-too-long': { max: number };
}

export type RuleCode = keyof RuleParamsByCode;
export type RuleParams<C extends RuleCode = RuleCode> = RuleParamsByCode[C];
/** A code with its own parameters, for code that turns a refusal into a sentence. */
export type RuleDetail = { [C in RuleCode]: { code: C; params: RuleParamsByCode[C] } }[RuleCode];

// Written as an object so that a code added to RuleParamsByCode and not here (or the reverse) fails the type check.
// Stryker disable BooleanLiteral: only the keys are read (RULE_CODES); each `true` is there for the type
const CODES: Record<RuleCode, true> = {
  'wrong-phase': true,
  eliminated: true,
  'already-passed': true,
  'not-your-turn': true,
  'bid-too-low': true,
  'bid-too-high': true,
  'bidding-started': true,
  'empty-hand': true,
  'no-bid-yet': true,
  'own-stack-first': true,
  'nothing-to-flip': true,
  'bad-seat': true,
  'no-such-seat': true,
  'bad-action': true,
  'unknown-action': true,
  'bad-amount': true,
  'bad-disc': true,
  'bad-config': true,
  'bad-player-count': true,
  'bad-name': true,
  'duplicate-name': true,
  'name-invisible': true,
  'name-too-long': true,
  'bad-starter': true,
  'bad-variant': true,
  'bad-equipment': true,
  'cards-no-last-chance': true,
  'bad-deck': true,
  'deck-too-small': true,
  'bad-state': true,
  'bad-log': true,
  'read-only': true,
  'game-too-long': true,
};
// Stryker restore BooleanLiteral

/** Every code a RuleError may carry. */
export const RULE_CODES = Object.keys(CODES) as readonly RuleCode[];

/** The parameters a code takes: optional where it takes none. */
export type ParamsArg<C extends RuleCode> =
  Record<string, never> extends RuleParamsByCode[C] ? [params?: RuleParamsByCode[C]] : [params: RuleParamsByCode[C]];

/** An illegal or malformed input. `code` is stable kebab-case; `message` is one plain English sentence. */
export class RuleError<C extends RuleCode = RuleCode> extends Error {
  readonly code: C;
  /** What the message says, as data: enough to say it again in another language. */
  readonly params: RuleParamsByCode[C];

  constructor(code: C, message: string, ...[params]: ParamsArg<C>) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    this.params = (params ?? {}) as RuleParamsByCode[C];
  }

  /** The code and parameters together, typed so that the code narrows the parameters. */
  get detail(): RuleDetail {
    return { code: this.code, params: this.params } as RuleDetail;
  }
}
