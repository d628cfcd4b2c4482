import { MAX_PLAYERS, MIN_PLAYERS } from './names';
import { refuse } from './sentences';
import type { Action, Disc, GameConfig, GameState } from './types';
import { parseVariants } from './variants';

const ACTION_TYPES = ['placeFirst', 'add', 'bid', 'pass', 'flip', 'chooseStarter', 'abandonRound'];

/** A plain object (not null, not an array): the one check every parser here and in the session uses. */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function seatField(obj: Record<string, unknown>, key: string, seats: number): number {
  const v = obj[key];
  if (
    // Stryker disable next-line ConditionalExpression: Number.isInteger is false for any other type; the typeof narrows for TypeScript
    typeof v !== 'number' ||
    !Number.isInteger(v)
  ) {
    throw refuse('bad-seat', { field: key, max: seats - 1 });
  }
  if (v < 0 || v >= seats) {
    throw refuse('no-such-seat', { seat: v, max: seats - 1 });
  }
  return v;
}

/** Turns anything into a well-formed Action for a table of `seats` players, or throws RuleError. */
export function parseAction(input: unknown, seats: number): Action {
  if (!isRecord(input)) {
    throw refuse('bad-action');
  }
  const type = input.type;
  if (
    // Stryker disable next-line ConditionalExpression: ACTION_TYPES holds only strings, so includes refuses any other type; the typeof narrows for it
    typeof type !== 'string' ||
    !ACTION_TYPES.includes(type)
  ) {
    throw refuse('unknown-action', { types: [...ACTION_TYPES] });
  }
  switch (type) {
    case 'placeFirst':
    case 'abandonRound':
      return { type };
    case 'add':
    case 'pass':
    case 'chooseStarter':
      return { type, player: seatField(input, 'player', seats) };
    case 'bid': {
      const player = seatField(input, 'player', seats);
      const amount = input.amount;
      if (
        // Stryker disable next-line ConditionalExpression: Number.isInteger is false for any other type; the typeof narrows for TypeScript
        typeof amount !== 'number' ||
        !Number.isInteger(amount)
      ) {
        throw refuse('bad-amount');
      }
      return { type, player, amount };
    }
    default: {
      const owner = seatField(input, 'owner', seats);
      const disc = input.disc;
      if (disc !== 'flower' && disc !== 'skull') {
        throw refuse('bad-disc');
      }
      return { type: 'flip', owner, disc: disc as Disc };
    }
  }
}

/** R1, R2, R3: 3–6 named players (the lenient check every stored game was made under, so old games still
 *  replay; a new table also passes names.ts's checkNewNames), a starter seat and the variants the config names,
 *  each checked by the registry (variants.ts), which also refuses their conflicts (R3: cards refuse Last Chance). */
export function parseConfig(input: unknown): GameConfig {
  if (!isRecord(input)) {
    throw refuse('bad-config');
  }
  const players = input.players;
  if (!Array.isArray(players) || players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw refuse('bad-player-count', { min: MIN_PLAYERS, max: MAX_PLAYERS });
  }
  const seen = new Set<string>();
  for (const name of players) {
    if (typeof name !== 'string' || name.trim() === '') {
      throw refuse('bad-name');
    }
    const key = name.trim().toLowerCase();
    if (seen.has(key)) {
      throw refuse('duplicate-name', {
        name: name.trim(),
      });
    }
    seen.add(key);
  }
  const starter = input.starter;
  if (
    // Stryker disable next-line ConditionalExpression: Number.isInteger is false for any other type; the typeof narrows for the bounds
    typeof starter !== 'number' ||
    !Number.isInteger(starter) ||
    starter < 0 ||
    starter >= players.length
  ) {
    throw refuse('bad-starter', { max: players.length - 1 });
  }
  return { players: [...(players as string[])], starter, ...parseVariants(input, players.length) };
}

const PHASES = ['placing', 'adding', 'bidding', 'revealing', 'choosingStarter', 'over'];

/** A cheap guard so a malformed state is a RuleError rather than a crash. */
export function checkState(state: unknown): asserts state is GameState {
  if (
    !isRecord(state) ||
    !Array.isArray(state.players) ||
    // Stryker disable next-line ConditionalExpression: PHASES holds only strings, so includes refuses any other phase; the typeof narrows for it
    typeof state.phase !== 'string' ||
    !PHASES.includes(state.phase) ||
    !state.players.every(isRecord)
  ) {
    throw refuse('bad-state');
  }
  // R11–R15: a challenge is settled against its bid, by its challenger: one without either cannot go on.
  if (state.phase === 'revealing' && !(isSeat(state.challenger, state.players.length) && hasBid(state.bid))) {
    throw refuse('bad-state');
  }
}

const isSeat = (seat: unknown, seats: number): boolean =>
  Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < seats;
const hasBid = (bid: unknown): boolean => isRecord(bid) && Number.isInteger(bid.amount);
