import { CPU_BOUND_MS } from '../patience';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  legalActions,
  newGame,
  replay,
  RuleError,
  tableTotal,
  type Action,
  type GameConfig,
  type GameState,
} from '../../../src/rules';
import { configArb, deepFreeze, NAMES, pick, rng } from './helpers';

const key = (a: unknown) => JSON.stringify(a);

function randomAction(random: () => number, seats: number): unknown {
  const types = ['placeFirst', 'add', 'bid', 'pass', 'flip', 'chooseStarter', 'abandonRound', 'nope'];
  const type = types[Math.floor(random() * types.length)];
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  return {
    type,
    player: int(-1, seats),
    owner: int(-1, seats),
    amount: random() < 0.1 ? 1.5 : int(-1, 26),
    disc: ['flower', 'skull', 'rose'][int(0, 2)],
  };
}

function assert(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

/** True when `x` survives JSON unchanged: no undefined, NaN, functions or class instances. */
function isPlainJson(x: unknown): boolean {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return true;
  if (typeof x === 'number') return Number.isFinite(x);
  if (Array.isArray(x)) return x.every(isPlainJson);
  if (typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype) {
    return Object.values(x as object).every((v) => v !== undefined && isPlainJson(v));
  }
  return false;
}

// Plain asserts in the hot loop: expect() per step would make these runs slow.
function checkInvariants(prev: GameState, s: GameState): void {
  assert(tableTotal(s) === s.players.reduce((n, p) => n + p.stack, 0), 'R7: table total is the sum of stacks');
  s.players.forEach((p, i) => {
    const before = prev.players[i]!;
    assert(p.discs <= before.discs, 'owned discs never grow');
    assert(p.successes >= before.successes, 'R16: a success is never removed');
    assert(p.successes >= 0 && p.successes <= 2, 'successes stay 0–2');
    assert(p.eliminated === (p.discs === 0), 'R17: eliminated exactly when owning no disc');
    assert(p.flipped <= p.stack, 'flipped ≤ stack');
    assert(p.stack <= p.discs + (p.lastChance === 'holding' ? 1 : 0), 'a stack holds only owned discs');
  });
  assert(isPlainJson(s), 'the state is plain JSON');
  // The engine copies states field by field (game.ts `draft`): a field it forgot would vanish after one action.
  assert(key(Object.keys(s)) === key(Object.keys(prev)), 'a step keeps every field of the state');
  s.players.forEach((p, i) => {
    assert(key(Object.keys(p)) === key(Object.keys(prev.players[i]!)), 'a step keeps every field of a player');
  });
}

/** Plays a whole random game, checking every step; returns the log and final state. */
function playRandom(config: GameConfig, seed: number, probes: number): { log: Action[]; state: GameState } {
  const random = rng(seed);
  let state = deepFreeze(newGame(config));
  const log: Action[] = [];
  for (let step = 0; step < 5000 && state.phase !== 'over'; step++) {
    const legal = legalActions(state);
    assert(legal.length > 0, 'a game that is not over always has a legal action');
    const legalKeys = new Set(legal.map(key));
    for (let i = 0; i < probes; i++) {
      const raw = randomAction(random, config.players.length) as Record<string, unknown>;
      const isLegal = legalKeys.has(key(shape(raw)));
      const snapshot = JSON.stringify(state);
      try {
        apply(state, raw as Action);
        assert(isLegal, `apply accepted an unlisted action ${key(raw)} in ${state.phase}`);
      } catch (e) {
        assert(!isLegal || !(e instanceof RuleError), `apply refused a listed action ${key(raw)}`);
        assert(e instanceof RuleError, `apply threw ${String(e)} instead of a RuleError`);
      }
      assert(JSON.stringify(state) === snapshot, 'a refused action left the state unchanged');
    }
    const action = pick(legal, random);
    const next = deepFreeze(apply(state, action));
    checkInvariants(state, next);
    log.push(action);
    state = next;
  }
  return { log, state };
}

function shape(raw: Record<string, unknown>): unknown {
  switch (raw.type) {
    case 'add':
    case 'pass':
    case 'chooseStarter':
      return { type: raw.type, player: raw.player };
    case 'bid':
      return { type: raw.type, player: raw.player, amount: raw.amount };
    case 'flip':
      return { type: raw.type, owner: raw.owner, disc: raw.disc };
    default:
      return { type: raw.type };
  }
}

describe('properties of random legal games', () => {
  it(
    'R7 R13 R16 R17 R18: invariants hold after every action and every game ends with one winner',
    () => {
      fc.assert(
        fc.property(configArb, fc.integer(), (config, seed) => {
          const { log, state } = playRandom(config, seed, 2);
          expect(state.phase).toBe('over');
          const winner = state.players[state.winner!]!;
          const alive = state.players.filter((p) => !p.eliminated);
          expect(winner.successes === 2 || alive.length === 1).toBe(true);
          expect(winner.eliminated).toBe(false);
          expect(state.players.filter((p) => p.successes === 2).length).toBeLessThanOrEqual(1);
          expect(replay(config, log)).toEqual(state);
        }),
        { numRuns: 200 },
      );
    },
    CPU_BOUND_MS,
  );

  it(
    'legalActions lists every action apply accepts, and every listed action applies',
    () => {
      fc.assert(
        fc.property(configArb, fc.integer(), (config, seed) => {
          const random = rng(seed);
          let state = newGame(config);
          for (let step = 0; step < 400 && state.phase !== 'over'; step++) {
            const legal = legalActions(state);
            for (const a of legal) apply(state, a); // throws, failing the property, if a listed action is refused
            state = apply(state, pick(legal, random));
          }
        }),
        { numRuns: 60 },
      );
    },
    CPU_BOUND_MS,
  );

  it(
    'anything at all given as an action is either legal or a RuleError, and the state is untouched',
    () => {
      const states: GameState[] = [];
      const random = rng(7);
      let state = newGame({ players: NAMES.slice(0, 4), starter: 1, lastChance: true });
      while (state.phase !== 'over') {
        states.push(deepFreeze(state));
        state = apply(state, pick(legalActions(state), random));
      }
      fc.assert(
        fc.property(fc.nat(states.length - 1), fc.anything(), (i, junk) => {
          const s = states[i]!;
          const legalKeys = new Set(legalActions(s).map(key));
          try {
            apply(s, junk as Action);
            expect(legalKeys.has(key(shape(junk as Record<string, unknown>)))).toBe(true);
          } catch (e) {
            expect(e).toBeInstanceOf(RuleError);
          }
        }),
        { numRuns: 2000 },
      );
    },
    CPU_BOUND_MS,
  );

  it(
    'R3: anything at all given as a config is either a game or a RuleError',
    () => {
      fc.assert(
        fc.property(fc.anything(), (junk) => {
          try {
            const s = newGame(junk as GameConfig);
            expect(s.players.length).toBeGreaterThanOrEqual(3);
          } catch (e) {
            expect(e).toBeInstanceOf(RuleError);
          }
        }),
        { numRuns: 1000 },
      );
    },
    CPU_BOUND_MS,
  );
});
