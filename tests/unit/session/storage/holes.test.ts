// Issue 16: each hole found by the adversarial storage review, as a test named for it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, type UseStore } from 'idb-keyval';
import { openGame, startGame } from '../../../../src/session/controller';
import { EXPORT_FORMAT } from '../../../../src/session/storage/exchange';
import { MAX_MOVES_PER_GAME } from '../../../../src/session/storage/limits';
import { shardKey, shardOf } from '../../../../src/session/storage/idbIndex';
import { IdbSessionStore } from '../../../../src/session/storage/idbStore';
import {
  deleteSession,
  deleteSetAside,
  exportSessions,
  exportSetAside,
  importSessions,
  listSessions,
  restoreSession,
} from '../../../../src/session/library';
import { SCHEMA_VERSION } from '../../../../src/session/session';
import { useSessionStore } from '../../../../src/session/storage/sessionStore';
import { fixtures, freshDb, getRaw, legalLog, putRaw, storedSession, table } from '../helpers';

let store: IdbSessionStore;
beforeEach(() => {
  freshDb();
  store = new IdbSessionStore();
  useSessionStore(store);
});

const file = (x: unknown) => new Blob([JSON.stringify(x)]);
const exportOf = (...sessions: unknown[]) => ({ format: EXPORT_FORMAT, version: 1, sessions });
const summaryOf = (id: string) => ({
  id,
  rev: 0,
  created: 1,
  updated: 2,
  players: ['Ann', 'Bob', 'Cat'],
  round: 1,
  successes: [0, 0, 0],
  winner: null,
  over: false,
  actions: 0,
});

/** Writes one index shard per id holding exactly `summaries` (a lying index). */
async function lyingIndex(summaries: Array<ReturnType<typeof summaryOf>>): Promise<void> {
  const byShard = new Map<number, typeof summaries>();
  for (const s of summaries) byShard.set(shardOf(s.id), [...(byShard.get(shardOf(s.id)) ?? []), s]);
  for (const [shard, list] of byShard) await putRaw(shardKey(shard), { shard, summaries: list, quarantined: [] });
}

describe('issue 16', () => {
  it('hole 1: an index with as many entries as records but other ids hides no game from the list or "Export all"', async () => {
    const good = storedSession('good', legalLog(table, 4));
    await putRaw('session:good', good);
    await putRaw('session:damaged', { ...good, id: 'damaged', actions: 'oops' });
    await lyingIndex([summaryOf('ghost'), summaryOf('damaged')]);
    const { summaries, setAside } = await listSessions();
    expect(summaries.map((s) => s.id)).toEqual(['good']);
    expect(setAside.map((q) => [q.id, q.reason])).toEqual([['damaged', 'wrong-types']]);
    const exported = JSON.parse(await exportSessions());
    expect(exported.sessions.map((s: { id: string }) => s.id)).toEqual(['good']);
    expect(await getRaw('session:damaged')).toMatchObject({ actions: 'oops' });
  });

  it('hole 2: the database deleted from another tab is let go; the game says "not saved", then is written again', async () => {
    const id = await startGame(table);
    const game = (await openGame(id))!;
    await game.dispatch({ type: 'placeFirst' });
    const seen: string[] = [];
    game.subscribe(() => seen.push(game.snapshot().save));
    const deleted = await new Promise<string>((resolve) => {
      const req = indexedDB.deleteDatabase('skull-table');
      req.onsuccess = () => resolve('deleted');
      req.onblocked = () => resolve('blocked');
    });
    expect(deleted).toBe('deleted');
    await vi.waitFor(() => expect(seen.slice(-1)).toEqual(['saved']));
    expect(seen[0]).toBe('memory');
    expect(game.snapshot().warning).toBeNull();
    expect(await getRaw(`session:${id}`)).toMatchObject({ id, actions: [{ type: 'placeFirst' }] });
    game.close();
  });

  it('hole 3: undoing a delete after another tab saved the game again throws nothing and keeps the newer game', async () => {
    const id = await startGame(table);
    const otherTab = (await openGame(id))!;
    const removed = await deleteSession(id);
    await otherTab.dispatch({ type: 'placeFirst' }); // the other tab writes the game again
    expect(await restoreSession(removed!)).toBe('kept-newer');
    const { summaries } = await listSessions();
    expect(summaries.map((s) => [s.id, s.actions])).toEqual([[id, 1]]);
  });

  it('hole 4: a date beyond what Date holds is refused on import, set aside on load, and hides no other game', async () => {
    const huge = { ...fixtures[1], id: 'huge', updated: 1e300 };
    expect(await importSessions(file(exportOf(huge)))).toMatchObject({
      ok: false,
      problem: 'invalid-session',
      index: 0,
    });
    await putRaw('session:huge', huge);
    await putRaw(`session:${fixtures[1]!.id}`, fixtures[1]);
    await lyingIndex([{ ...summaryOf('huge'), updated: 1e300 }]);
    const { summaries, setAside } = await listSessions();
    expect(summaries.map((s) => s.id)).toEqual([fixtures[1]!.id]);
    expect(setAside.map((q) => [q.id, q.reason])).toEqual([['huge', 'wrong-types']]);
    expect(await getRaw('session:huge')).toEqual(huge);
  });

  it('hole 6: an import whose names only look different (or are invisible) is refused, saying so', async () => {
    const lookalike = {
      ...fixtures[1],
      id: 'lookalike',
      config: { players: ['Ana', 'Ana\u200b', 'Ben'], starter: 0 },
      actions: [],
    };
    expect(await importSessions(file(exportOf(fixtures[1], lookalike)))).toEqual({
      ok: false,
      problem: 'bad-name',
      index: 1,
    });
    const decomposed = {
      ...fixtures[1],
      config: { players: ['Zo\u00eb', 'Zoe\u0308', 'Ben'], starter: 0 },
      actions: [],
    };
    expect(await importSessions(file(exportOf(decomposed)))).toEqual({ ok: false, problem: 'bad-name', index: 0 });
    expect((await listSessions()).summaries).toEqual([]);
  });

  it(`hole 8: a game with more moves than the limit is refused on import with the limit (${MAX_MOVES_PER_GAME})`, async () => {
    const log = Array.from({ length: MAX_MOVES_PER_GAME + 2 }, (_, i) =>
      i % 2 === 0 ? { type: 'placeFirst' } : { type: 'abandonRound' },
    );
    const long = { ...fixtures[1], id: 'long', actions: log, redo: [] };
    expect(await importSessions(file(exportOf(fixtures[1], long)))).toEqual({
      ok: false,
      problem: 'too-many-moves',
      index: 1,
    });
    expect((await listSessions()).summaries).toEqual([]);
  });

  it('hole 9: set-aside records are read once, not on every list, and can be exported as they are or deleted', async () => {
    for (let i = 0; i < 50; i++)
      await putRaw(`session:bad-${i}`, { ...fixtures[1], id: `bad-${i}`, schema: SCHEMA_VERSION + 1, note: i });
    await putRaw(`session:${fixtures[1]!.id}`, fixtures[1]);
    expect((await store.list()).setAside).toHaveLength(50);
    let reads = 0;
    const counting = (): UseStore => {
      const real = createStore('skull-table', 'sessions');
      return (mode, body) =>
        real(mode, (s) =>
          body(
            new Proxy(s, {
              get: (t, k) => {
                if (k !== 'get') return Reflect.get(t, k).bind?.(t) ?? Reflect.get(t, k);
                reads++;
                return t.get.bind(t);
              },
            }),
          ),
        );
    };
    const watched = new IdbSessionStore(counting);
    useSessionStore(watched);
    const listed = await listSessions();
    expect(listed.setAside).toHaveLength(50);
    expect(listed.summaries).toHaveLength(1);
    expect(reads).toBe(0);
    const dump = JSON.parse(await exportSetAside());
    expect(dump.records).toHaveLength(50);
    expect(dump.records.find((r: { id: string }) => r.id === 'bad-7')).toEqual({
      id: 'bad-7',
      reason: 'newer-schema',
      record: { ...fixtures[1], id: 'bad-7', schema: SCHEMA_VERSION + 1, note: 7 },
    });
    await deleteSetAside(listed.setAside.map((q) => q.id));
    const after = await listSessions();
    expect(after.setAside).toEqual([]);
    expect(after.summaries).toHaveLength(1);
    expect(await getRaw('session:bad-7')).toBeUndefined();
  });

  it('hole 10: a newer-schema game inside a version-1 file says "update the app"', async () => {
    const newer = { ...fixtures[1], schema: SCHEMA_VERSION + 1 };
    expect(await importSessions(file(exportOf(newer)))).toEqual({ ok: false, problem: 'newer-session', index: 0 });
  });

  it('hole 10: a file repeating an id is refused and says which games share it', async () => {
    const other = { ...fixtures[1], actions: [] };
    expect(await importSessions(file(exportOf(fixtures[1], { ...fixtures[1], id: 'x' }, other)))).toEqual({
      ok: false,
      problem: 'duplicate-id',
      index: 2,
      first: 0,
    });
    expect((await listSessions()).summaries).toEqual([]);
  });
});
