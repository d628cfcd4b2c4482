// The IndexedDB store's promises beyond the shared ones (store.test.ts): opening a game keeps the index true to the
// records (a vanished game forgotten, an unlisted one listed, a migrated one stored at the current schema, one set
// aside left so), the roster beside the games, batches that only remove, and faults that are not retried.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, del, keys, type UseStore } from 'idb-keyval';
import { newGame } from '../../../../src/rules';
import { checkSession, CHECKER_VERSION } from '../../../../src/session/storage/checkRecord';
import { shardKey, shardOf } from '../../../../src/session/storage/idbIndex';
import { IdbSessionStore, PLAYERS_KEY } from '../../../../src/session/storage/idbStore';
import { summarize } from '../../../../src/session/storage/record';
import { fixtures, freshDb, getRaw, putRaw, rawStore, storedSession, table } from '../helpers';

beforeEach(freshDb);

const state = newGame(table);
const storedKeys = async () => (await keys(rawStore())).map(String).sort();
/** The index shard of `id` as stored, with these entries. */
const putShard = (id: string, entries: { summaries?: unknown[]; quarantined?: unknown[] }) =>
  putRaw(shardKey(shardOf(id)), { shard: shardOf(id), summaries: [], quarantined: [], ...entries });

describe('opening a game', () => {
  it('a game neither stored nor listed is simply not there: no write transaction waits on the other tabs', async () => {
    const store = new IdbSessionStore();
    await store.save(storedSession('kept'), null, state); // the database is open and holds another game
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    expect(await store.load('never')).toBeNull();
    expect(transaction.mock.calls.map(([, mode]) => mode)).toEqual(['readonly']);
    transaction.mockRestore();
  });

  it('a listed game whose record vanished is forgotten', async () => {
    const store = new IdbSessionStore();
    await store.save(storedSession('gone'), null, state);
    await del('session:gone', rawStore());
    expect(await store.load('gone')).toBeNull();
    expect((await store.listKnown()).summaries).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it('a record the index does not name is listed, and nothing else is written', async () => {
    const store = new IdbSessionStore();
    await putRaw('session:unlisted', storedSession('unlisted'));
    expect(await store.load('unlisted')).toEqual(storedSession('unlisted'));
    expect((await store.listKnown()).summaries.map((s) => s.id)).toEqual(['unlisted']);
    expect(await storedKeys()).toEqual([shardKey(shardOf('unlisted')), 'session:unlisted']);
  });

  it('a listed summary that is out of date is written anew', async () => {
    const store = new IdbSessionStore();
    await store.save(storedSession('g'), null, state);
    await putShard('g', { summaries: [{ ...summarize(storedSession('g'), state), updated: 1 }] });
    await store.load('g');
    expect((await store.listKnown()).summaries[0]?.updated).toBe(storedSession('g').updated);
  });

  it('a record from an older schema, already listed, is stored at the current schema', async () => {
    const old = fixtures[1] as { id: string };
    const checked = checkSession(old, old.id);
    if (!checked.ok) throw new Error('the fixture reads');
    await putRaw(`session:${old.id}`, old);
    await putShard(old.id, { summaries: [summarize(checked.session, checked.state)] });
    expect(await new IdbSessionStore().load(old.id)).toEqual(checked.session);
    expect(await getRaw(`session:${old.id}`)).toEqual(checked.session);
  });

  it('a record written by another tab between the read and the listing is left for its writer to list', async () => {
    await putRaw('session:raced', storedSession('raced'));
    let transactions = 0;
    const racing = (): UseStore => {
      const real = createStore('skull-table', 'sessions');
      return async (mode, body) => {
        if (++transactions === 2) await putRaw('session:raced', { ...storedSession('raced'), rev: 5 });
        return real(mode, body);
      };
    };
    await new IdbSessionStore(racing).load('raced');
    expect((await new IdbSessionStore().listKnown()).summaries).toEqual([]);
    expect(await storedKeys()).toEqual(['session:raced']);
  });

  it('a record set aside by this checker stays set aside, even if it reads now', async () => {
    await putRaw('session:aside', storedSession('aside'));
    const entry = { id: 'aside', reason: 'corrupt', at: 1, checkedBy: CHECKER_VERSION };
    await putShard('aside', { quarantined: [entry] });
    expect(await new IdbSessionStore().load('aside')).toBeNull();
    expect((await new IdbSessionStore().listKnown()).setAside).toEqual([entry]);
  });

  it('an unreadable record is set aside once, not again each time it is opened', async () => {
    const store = new IdbSessionStore();
    await putRaw('session:bad', 'not a record');
    vi.spyOn(Date, 'now').mockReturnValue(100);
    try {
      expect(await store.load('bad')).toBeNull();
      vi.spyOn(Date, 'now').mockReturnValue(200);
      expect(await store.load('bad')).toBeNull();
      expect((await store.listKnown()).setAside).toEqual([
        { id: 'bad', reason: 'corrupt', at: 100, checkedBy: CHECKER_VERSION },
      ]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('the roster and batches', () => {
  it('the roster is kept under its own key, a game saved leaves it, and a roster made undefined is removed', async () => {
    const store = new IdbSessionStore();
    await store.writePlayers({ entries: ['p'] });
    expect(await getRaw('players')).toEqual({ entries: ['p'] });
    expect(PLAYERS_KEY).toBe('players');
    await store.save(storedSession('g'), null, state);
    expect(await store.readPlayers()).toEqual({ entries: ['p'] });
    await store.commit({ players: () => undefined });
    expect(await storedKeys()).not.toContain('players');
  });

  it('adds games with their players in one step', async () => {
    const store = new IdbSessionStore();
    await store.addMany([{ session: storedSession('a'), state }], () => ({ entries: ['p'] }));
    expect(await store.readPlayers()).toEqual({ entries: ['p'] });
  });

  it('a batch may only remove, each game at its rev', async () => {
    const store = new IdbSessionStore();
    await store.save(storedSession('a'), null, state);
    await store.commit({ remove: [{ id: 'a', rev: 0 }] });
    expect(await store.load('a')).toBeNull();
    expect(await storedKeys()).toEqual([]);
  });
});

describe('faults', () => {
  it('a full disk is not retried', async () => {
    const uses = vi.fn(() => Promise.reject(new DOMException('full', 'QuotaExceededError')));
    const open = vi.fn(() => uses as UseStore);
    const store = new IdbSessionStore(open);
    await expect(store.save(storedSession('a'), null, state)).rejects.toMatchObject({ kind: 'quota' });
    expect([open.mock.calls.length, uses.mock.calls.length]).toEqual([1, 1]);
  });

  it('opens the database once, and again only after another tab took it; a listener that left is not told', async () => {
    const open = vi.fn(() => createStore('skull-table', 'sessions'));
    const store = new IdbSessionStore(open);
    await store.save(storedSession('a'), null, state);
    await store.load('a');
    expect(open).toHaveBeenCalledTimes(1);
    const told = vi.fn();
    const left = vi.fn();
    store.onLost(told);
    store.onLost(left)();
    (store as unknown as { lost(): void }).lost();
    expect([told.mock.calls.length, left.mock.calls.length]).toEqual([1, 0]);
    await store.load('a');
    await store.load('a');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('probe tries no transaction without IndexedDB, and says unavailable when its read fails', async () => {
    const use = vi.fn(async () => 0);
    vi.stubGlobal('indexedDB', undefined);
    try {
      await expect(new IdbSessionStore(() => use as UseStore).probe()).rejects.toMatchObject({ kind: 'unavailable' });
      expect(use).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
    const refusing = (async (_mode: IDBTransactionMode, body: (s: IDBObjectStore) => Promise<unknown>) =>
      body({
        count: () => {
          throw new DOMException('no', 'NotFoundError');
        },
      } as unknown as IDBObjectStore)) as UseStore;
    await expect(new IdbSessionStore(() => refusing).probe()).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(new IdbSessionStore().probe()).resolves.toBeUndefined();
  });
});
