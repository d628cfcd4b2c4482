// Entry of the benchmark build only (scripts/bench-storage.mjs); the app never imports it.
import { newGame, apply, type Action, type GameConfig } from '../rules';
import { openGame } from './controller';
import { listSessions } from './library';
import { legacySeats } from './playerIds';
import type { StoredSession } from './record';
import { sessionStore } from './storage';

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
  return { id, schema: 2, rev: 0, created: updated, updated, config, actions, redo: [], seats: legacySeats(config.players) };
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
    const action: Action = game.snapshot().state.phase === 'placing' ? { type: 'placeFirst' } : { type: 'abandonRound' };
    const t0 = performance.now();
    await game.dispatch(action);
    if (i >= 5) times.push(performance.now() - t0);
  }
  game.close();
  return median(times);
}

/** Median ms of listing the saved games (summaries only) with `count` games stored. */
async function listMany(count: number, runs: number): Promise<number> {
  const store = await sessionStore();
  const actions = log(40);
  const state = actions.reduce(apply, newGame(config));
  for (let start = 0; start < count; start += 100) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 100); i++) batch.push({ session: session(`bench-list-${i}`, actions, 1_700_000_000_000 + i), state });
    await store.addMany(batch);
  }
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

(globalThis as unknown as { skullStorageBench: unknown }).skullStorageBench = { saveOneAction, listMany };
