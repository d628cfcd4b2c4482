import { RuleError } from './errors';
import { MAX_PLAYERS, MIN_PLAYERS } from './names';
import type { Action, Disc, GameConfig, GameState } from './types';

const ACTION_TYPES = ['placeFirst', 'add', 'bid', 'pass', 'flip', 'chooseStarter', 'abandonRound'];

/** A plain object (not null, not an array): the one check every parser here and in the session uses. */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function seatField(obj: Record<string, unknown>, key: string, seats: number): number {
  const v = obj[key];
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw new RuleError('bad-seat', `The "${key}" of this action must be a seat number from 0 to ${seats - 1}.`);
  }
  if (v < 0 || v >= seats) {
    throw new RuleError('no-such-seat', `There is no seat ${v}: seats go from 0 to ${seats - 1}.`);
  }
  return v;
}

/** Turns anything into a well-formed Action for a table of `seats` players, or throws RuleError. */
export function parseAction(input: unknown, seats: number): Action {
  if (!isRecord(input)) {
    throw new RuleError('bad-action', 'An action must be an object with a "type", such as { type: "pass", player: 2 }.');
  }
  const type = input.type;
  if (typeof type !== 'string' || !ACTION_TYPES.includes(type)) {
    throw new RuleError('unknown-action', `Unknown action type: use one of ${ACTION_TYPES.join(', ')}.`);
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
      if (typeof amount !== 'number' || !Number.isInteger(amount)) {
        throw new RuleError('bad-amount', 'A bid must be a whole number of discs, such as 3.');
      }
      return { type, player, amount };
    }
    default: {
      const owner = seatField(input, 'owner', seats);
      const disc = input.disc;
      if (disc !== 'flower' && disc !== 'skull') {
        throw new RuleError('bad-disc', 'A flipped disc is either "flower" or "skull".');
      }
      return { type: 'flip', owner, disc: disc as Disc };
    }
  }
}

/** R1, R2, R3: 3–6 named players (the lenient check every stored game was made under, so old games still
 *  replay; a new table also passes names.ts's checkNewNames), a starter seat and an optional Last Chance switch. */
export function parseConfig(input: unknown): GameConfig {
  if (!isRecord(input)) {
    throw new RuleError('bad-config', 'A game needs a setup object with players, a starter and optionally lastChance.');
  }
  const players = input.players;
  if (!Array.isArray(players) || players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw new RuleError('bad-player-count', `Skull is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players: give a list of ${MIN_PLAYERS} to ${MAX_PLAYERS} names.`);
  }
  const seen = new Set<string>();
  for (const name of players) {
    if (typeof name !== 'string' || name.trim() === '') {
      throw new RuleError('bad-name', 'Every player needs a name that is not empty.');
    }
    const key = name.trim().toLowerCase();
    if (seen.has(key)) {
      throw new RuleError('duplicate-name', `Two players are called "${name.trim()}": give each player a different name.`);
    }
    seen.add(key);
  }
  const starter = input.starter;
  if (typeof starter !== 'number' || !Number.isInteger(starter) || starter < 0 || starter >= players.length) {
    throw new RuleError('bad-starter', `The first starter must be a seat number from 0 to ${players.length - 1}.`);
  }
  const lastChance = input.lastChance;
  if (lastChance !== undefined && typeof lastChance !== 'boolean') {
    throw new RuleError('bad-variant', 'Last Chance is either on (true) or off (false).');
  }
  const config: GameConfig = { players: [...(players as string[])], starter };
  if (lastChance !== undefined) config.lastChance = lastChance;
  return config;
}

const PHASES = ['placing', 'adding', 'bidding', 'revealing', 'choosingStarter', 'over'];

/** A cheap guard so a malformed state is a RuleError rather than a crash. */
export function checkState(state: unknown): asserts state is GameState {
  if (
    !isRecord(state) ||
    !Array.isArray(state.players) ||
    typeof state.phase !== 'string' ||
    !PHASES.includes(state.phase) ||
    !state.players.every(isRecord)
  ) {
    throw new RuleError('bad-state', 'This is not a game state: start one with newGame.');
  }
}
