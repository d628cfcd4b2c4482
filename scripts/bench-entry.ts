// Entry of the benchmark builds only (bench-storage.mjs, bench-browser.mjs, trace-tap.mjs beside it); the app never imports it.
import { clear, createStore, setMany } from 'idb-keyval';
import { newGame, apply, legalActions, type Action, type GameConfig, type GameState } from '../src/rules';
import { openGame } from '../src/session/controller';
import { listSessions } from '../src/session/library';
import { legacySeats } from '../src/session/players/playerIds';
import type { StoredSession } from '../src/session/storage/record';
import { sessionStore } from '../src/session/storage/sessionStore';

const config: GameConfig = { players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], starter: 0 };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

/** A legal log of n actions: a round opened, then abandoned (H1), over and over. */
function log(n: number): Action[] {
  const out: Action[] = [];
  let state = newGame(config);
  for (let i = 0; i < n; i++) {
    const a: Action = i % 2 === 0 ? { type: 'placeFirst' } : { type: 'abandonRound' };
    state = apply(state, a);
    out.push(a);
  }
  return out;
}

function session(id: string, actions: Action[], updated: number): StoredSession {
  return {
    id,
    schema: 2,
    rev: 0,
    created: updated,
    updated,
    config,
    actions,
    redo: [],
    seats: legacySeats(config.players),
  };
}

/** Median ms of dispatching one action (validate, write record and summary, publish) in a 500-action game. */
async function saveOneAction(runs: number, id = 'bench-500'): Promise<number> {
  const store = await sessionStore();
  const s = session(id, log(500), Date.now());
  await store.addMany([{ session: s, state: s.actions.reduce(apply, newGame(config)) }]);
  const game = await openGame(s.id);
  if (!game) throw new Error('bench game did not open');
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const action: Action =
      game.snapshot().state.phase === 'placing' ? { type: 'placeFirst' } : { type: 'abandonRound' };
    const t0 = performance.now();
    await game.dispatch(action);
    if (i >= 5) times.push(performance.now() - t0);
  }
  game.close();
  return median(times);
}

/** Stores `count` games of 40 actions (`bench-list-<i>`), a hundred a transaction. */
async function seedList(count: number): Promise<void> {
  const store = await sessionStore();
  const actions = log(40);
  const state = actions.reduce(apply, newGame(config));
  for (let start = 0; start < count; start += 100) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 100); i++)
      batch.push({ session: session(`bench-list-${i}`, actions, 1_700_000_000_000 + i), state });
    await store.addMany(batch);
  }
}

/** Median ms of listing the saved games (summaries only) with `count` games stored. */
async function listMany(count: number, runs: number): Promise<number> {
  await seedList(count);
  const times: number[] = [];
  let listed = 0;
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    listed = (await listSessions()).summaries.length;
    if (i >= 3) times.push(performance.now() - t0);
  }
  if (listed < count) throw new Error(`listed ${listed} of ${count}`);
  return median(times);
}

/** The games' database as the app opens it, written to directly: what another version of the app (or a damaged disk) leaves. */
const raw = () => createStore('skull-table', 'sessions');

/** Puts `count` records this version cannot read (a newer schema, as a newer version of the app writes them) straight
 *  into the database, unknown to its index, as they are found after an update is rolled back. */
async function plantSetAside(count: number): Promise<void> {
  const actions = log(40);
  const entries: [string, unknown][] = [];
  for (let i = 0; i < count; i++) {
    const id = `bench-unreadable-${String(i).padStart(4, '0')}`;
    entries.push([`session:${id}`, { ...session(id, actions, 1_700_000_000_000 + i), schema: 99 }]);
  }
  await setMany(entries, raw());
}

/** Empties the games' database (every game, the index, the roster). */
const clearAll = (): Promise<void> => clear(raw());

const six: GameConfig = { players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'], starter: 0, lastChance: true };

/** A deterministic six-player game of at least `n` actions, ending at a round's start (placing), never over:
 *  real moves, with rounds abandoned (H1) often enough that nobody wins before the end. It always ends with an
 *  abandoned round, so games of every length open alike (never on a challenge's outcome, which a tap must clear). */
function realGame(n: number, seed = 7): { actions: Action[]; state: GameState } {
  let a = seed >>> 0;
  const random = () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
  let state = newGame(six);
  const actions: Action[] = [];
  while (actions.length < n || state.phase !== 'placing' || actions[actions.length - 1]?.type !== 'abandonRound') {
    const legal = legalActions(state);
    const abandon = legal.find((x) => x.type === 'abandonRound');
    const leader = Math.max(...state.players.map((p) => p.successes));
    const late = actions.length >= n || (state.phase === 'revealing' && leader > 0 && random() < 0.9);
    const playable = legal.filter((x) => x.type !== 'abandonRound');
    const action =
      abandon && (late || playable.length === 0) ? abandon : playable[Math.floor(random() * playable.length)]!;
    const next = apply(state, action);
    if (next.phase === 'over' || next.players.filter((p) => !p.eliminated).length < 3) {
      if (abandon) {
        state = apply(state, abandon);
        actions.push(abandon);
      } else throw new Error('the bench game ended before its length');
      continue;
    }
    state = next;
    actions.push(action);
  }
  return { actions, state };
}

/** Stores a six-player game of about `n` actions under `id` (replacing any) and returns its length. */
async function seedGame(id: string, n: number): Promise<number> {
  const store = await sessionStore();
  await store.remove(id);
  const { actions, state } = realGame(n);
  const now = Date.now();
  await store.addMany([
    {
      session: {
        id,
        schema: 2,
        rev: 0,
        created: now,
        updated: now,
        config: six,
        actions,
        redo: [],
        seats: legacySeats(six.players),
      },
      state,
    },
  ]);
  return actions.length;
}

/** Median ms of the store's own write of game `id` (as a tap saves it), without the screen. */
async function saveOnly(id: string, runs: number): Promise<number> {
  const store = await sessionStore();
  const s = await store.load(id);
  if (!s) throw new Error(`no game ${id}`);
  const state = s.actions.reduce(apply, newGame(s.config));
  const times: number[] = [];
  let rev = s.rev;
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    await store.save({ ...s, rev: rev + 1, updated: Date.now() }, rev, state);
    if (i >= 3) times.push(performance.now() - t0);
    rev++;
  }
  return median(times);
}

/** Ms per call of the controller alone (check, step, save, publish; no screen) in game `id`, which must
 *  be at a round's start: `runs` times a real move (the first disc), Undo, Redo, Undo. */
async function controllerTaps(id: string, runs: number): Promise<Record<'move' | 'undo' | 'redo', number[]>> {
  const game = await openGame(id);
  if (!game) throw new Error(`no game ${id}`);
  const t: Record<'move' | 'undo' | 'redo', number[]> = { move: [], undo: [], redo: [] };
  const time = async (kind: 'move' | 'undo' | 'redo' | null, work: () => Promise<void>) => {
    const t0 = performance.now();
    await work();
    if (kind) t[kind].push(performance.now() - t0);
  };
  for (let i = 0; i < runs; i++) {
    await time('move', () => game.dispatch({ type: 'placeFirst' }));
    await time('undo', () => game.undo());
    await time('redo', () => game.redo());
    await time(null, () => game.undo());
  }
  game.close();
  return t;
}

(globalThis as unknown as { skullStorageBench: unknown }).skullStorageBench = {
  saveOneAction,
  seedList,
  listMany,
  plantSetAside,
  clearAll,
  seedGame,
  saveOnly,
  controllerTaps,
};
