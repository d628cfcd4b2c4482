import { beforeEach, describe, expect, it } from 'vitest';
import type { UseStore } from 'idb-keyval';
import { createStore } from 'idb-keyval';
import { replay } from '../../../../src/rules';
import { IdbSessionStore } from '../../../../src/session/storage/idbStore';
import { MemorySessionStore } from '../../../../src/session/storage/memoryStore';
import { ConflictError, StorageFault, type SessionStore } from '../../../../src/session/storage/store';
import { freshDb, getRaw, legalLog, storedSession, table } from '../helpers';

beforeEach(freshDb);

const stateOf = (s: { config: typeof table; actions: Parameters<typeof replay>[1] }) => replay(s.config, s.actions);

describe.each([
  ['IndexedDB', () => new IdbSessionStore() as SessionStore],
  ['memory', () => new MemorySessionStore(true) as SessionStore],
])('%s store', (_name, make) => {
  it('saves a session and loads it back exactly', async () => {
    const store = make();
    const s = storedSession('a', legalLog(table, 12));
    await store.save(s, null, stateOf(s));
    expect(await store.load('a')).toEqual(s);
    expect(await store.load('missing')).toBeNull();
  });

  it('lists small summaries newest first: players, round, successes, winner', async () => {
    const store = make();
    for (const [id, updated] of [
      ['old', 1],
      ['new', 3],
      ['mid', 2],
    ] as const) {
      const s = storedSession(id, legalLog(table, 5), updated);
      await store.save(s, null, stateOf(s));
    }
    const { summaries } = await store.list();
    expect(summaries.map((x) => x.id)).toEqual(['new', 'mid', 'old']);
    expect(summaries[0]).toMatchObject({
      players: ['Ann', 'Bob', 'Cat'],
      round: 1,
      successes: [0, 0, 0],
      winner: null,
      over: false,
      actions: 5,
    });
  });

  it('refuses a write from a stale copy (no lost update between tabs)', async () => {
    const store = make();
    const s = storedSession('a');
    await store.save(s, null, stateOf(s));
    const v1 = { ...s, rev: 1, actions: legalLog(table, 1) };
    await store.save(v1, 0, stateOf(v1));
    const stale = { ...s, rev: 1, actions: legalLog(table, 1), updated: 9 };
    await expect(store.save(stale, 0, stateOf(stale))).rejects.toBeInstanceOf(ConflictError);
    await expect(store.save(s, null, stateOf(s))).rejects.toBeInstanceOf(ConflictError);
    expect((await store.load('a'))?.rev).toBe(1);
  });

  it('writes a game again when its record vanished meanwhile (site data cleared mid-game)', async () => {
    const store = make();
    const s = storedSession('a');
    await store.save(s, null, stateOf(s));
    await store.remove('a');
    const next = { ...s, rev: 1, actions: legalLog(table, 1) };
    await store.save(next, 0, stateOf(next));
    expect(await store.load('a')).toEqual(next);
  });

  it('adds many sessions all or none', async () => {
    const store = make();
    const a = storedSession('a');
    await store.save(a, null, stateOf(a));
    const b = storedSession('b');
    await expect(
      store.addMany([
        { session: b, state: stateOf(b) },
        { session: a, state: stateOf(a) },
      ]),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await store.load('b')).toBeNull();
    await store.addMany([{ session: b, state: stateOf(b) }]);
    expect((await store.list()).summaries).toHaveLength(2);
  });

  it('removes a session and its summary', async () => {
    const store = make();
    const a = storedSession('a');
    await store.save(a, null, stateOf(a));
    await store.remove('a');
    expect(await store.load('a')).toBeNull();
    expect((await store.list()).summaries).toEqual([]);
  });
});

describe('IndexedDB faults', () => {
  it('reopens and retries once when the browser closed the connection', async () => {
    let opened = 0;
    const open = (): UseStore => {
      opened++;
      const real = createStore('skull-table', 'sessions');
      if (opened > 1) return real;
      return () => Promise.reject(new DOMException('The database connection is closing.', 'InvalidStateError'));
    };
    const store = new IdbSessionStore(open);
    const s = storedSession('a');
    await store.save(s, null, stateOf(s));
    expect(opened).toBe(2);
    expect(await getRaw('session:a')).toEqual(s);
  });

  it('gives up after one retry with a "closed" fault', async () => {
    const store = new IdbSessionStore(() => () => Promise.reject(new DOMException('closing', 'InvalidStateError')));
    const s = storedSession('a');
    const error = await store.save(s, null, stateOf(s)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFault);
    expect((error as StorageFault).kind).toBe('closed');
  });

  it('reports a full disk as a "quota" fault', async () => {
    const store = new IdbSessionStore(() => () => Promise.reject(new DOMException('full', 'QuotaExceededError')));
    const s = storedSession('a');
    await expect(store.save(s, null, stateOf(s))).rejects.toMatchObject({ kind: 'quota' });
  });

  it('probe says "unavailable" when IndexedDB is missing', async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error: some private modes have no IndexedDB at all
    delete globalThis.indexedDB;
    try {
      await expect(new IdbSessionStore().probe()).rejects.toMatchObject({ kind: 'unavailable' });
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});
