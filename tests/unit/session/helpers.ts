import { IDBFactory } from 'fake-indexeddb';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { legalActions, newGame, apply, type Action, type GameConfig } from '../../../src/rules';
import { IdbSessionStore } from '../../../src/session/storage/idbStore';
import type { SessionSummary, StoredSession } from '../../../src/session/storage/record';

/** One stored record per schema version, by version: every `fixtures/schema-<n>.json`. */
export const fixtures: Record<number, { id: string }> = Object.fromEntries(
  Object.entries(import.meta.glob<{ id: string }>('./fixtures/schema-*.json', { eager: true, import: 'default' })).map(
    ([path, record]) => [Number(/schema-(\d+)/.exec(path)![1]), record],
  ),
);

/** A brand-new, empty fake IndexedDB for each test. */
export function freshDb(): void {
  globalThis.indexedDB = new IDBFactory();
}

export function rawStore(): UseStore {
  return createStore('skull-table', 'sessions');
}

export const putRaw = (key: string, value: unknown) => set(key, value, rawStore());
export const getRaw = (key: string) => get(key, rawStore());

export const table: GameConfig = { players: ['Ann', 'Bob', 'Cat'], starter: 0 };

/** A legal log of `n` actions, always taking the first legal one (ends early if the game does). */
export function legalLog(config: GameConfig, n: number, pick = 0): Action[] {
  let state = newGame(config);
  const log: Action[] = [];
  for (let i = 0; i < n; i++) {
    const options = legalActions(state);
    const a = options[(pick + i) % Math.max(options.length, 1)];
    if (!a) break;
    state = apply(state, a);
    log.push(a);
  }
  return log;
}

export function storedSession(id: string, actions: Action[] = [], updated = 1_000): StoredSession {
  return { id, schema: 2, rev: 0, created: 500, updated, config: table, actions, redo: [], seats: ['a', 'b', 'c'] };
}

export function idbStore(): IdbSessionStore {
  return new IdbSessionStore();
}

/** A short legal log that ends the game: bid everything at once, then flip only flowers. */
export function finishedLog(config: GameConfig): Action[] {
  let state = newGame(config);
  const log: Action[] = [];
  while (state.phase !== 'over' && log.length < 500) {
    const options = legalActions(state);
    const bids = options.filter((a) => a.type === 'bid');
    const a =
      options.find((x) => x.type === 'flip' && x.disc === 'flower') ??
      bids.sort((x, y) => (y.type === 'bid' && x.type === 'bid' ? y.amount - x.amount : 0))[0] ??
      options.find((x) => x.type !== 'abandonRound') ??
      options[0]!;
    state = apply(state, a);
    log.push(a);
  }
  return log;
}

/** A saved game's summary for the night and sharing tests: `seats` are player ids, shown as their upper case names;
 *  `winner` null is an unfinished game. */
export function summaryOf(
  id: string,
  created: number,
  minutes: number,
  seats: string[],
  winner: number | null,
): SessionSummary {
  return {
    id,
    rev: 1,
    created,
    updated: created + minutes * 60_000,
    players: seats.map((s) => s.toUpperCase()),
    seats,
    round: 3,
    successes: seats.map(() => 0),
    winner,
    over: winner !== null,
    actions: 10,
  };
}
