import fc from 'fast-check';
import { apply, newGame, RuleError, type Action, type GameConfig, type GameState } from '../../../src/rules';

export const four: GameConfig = { players: ['Ann', 'Bob', 'Cat', 'Dan'], starter: 0 };
export const three: GameConfig = { players: ['Ann', 'Bob', 'Cat'], starter: 0 };

/** Applies each action in turn, freezing every state so a mutation would throw. */
export function play(config: GameConfig | GameState, actions: Action[]): GameState {
  let state = 'phase' in config ? config : newGame(config);
  for (const action of actions) state = apply(deepFreeze(state), action);
  return state;
}

export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** The RuleError code `fn` throws (fails the test if it throws anything else or nothing). */
export function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  throw new Error('expected a RuleError, nothing was thrown');
}

export const placeFirst: Action = { type: 'placeFirst' };
export const add = (player: number): Action => ({ type: 'add', player });
export const bid = (player: number, amount: number): Action => ({ type: 'bid', player, amount });
export const pass = (player: number): Action => ({ type: 'pass', player });
export const flower = (owner: number): Action => ({ type: 'flip', owner, disc: 'flower' });
export const skull = (owner: number): Action => ({ type: 'flip', owner, disc: 'skull' });
export const chooseStarter = (player: number): Action => ({ type: 'chooseStarter', player });
export const abandon: Action = { type: 'abandonRound' };

/** A small seeded generator so one fast-check value drives a whole game. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks a legal action, rarely abandoning, and preferring low bids and passes so games vary. */
export function pick(actions: Action[], random: () => number): Action {
  const playable = actions.filter((a) => a.type !== 'abandonRound');
  if (playable.length === 0 || random() < 0.01) return actions[Math.floor(random() * actions.length)]!;
  return playable[Math.floor(random() * playable.length)]!;
}

export const NAMES = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'];
/** A random table for property tests: 3–6 players, any starter, Last Chance on or off. */
export const configArb: fc.Arbitrary<GameConfig> = fc
  .record({ n: fc.integer({ min: 3, max: 6 }), starter: fc.nat(5), lastChance: fc.boolean() })
  .map(({ n, starter, lastChance }) => ({ players: NAMES.slice(0, n), starter: starter % n, lastChance }));
