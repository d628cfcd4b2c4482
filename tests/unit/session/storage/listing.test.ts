// Issue 34: a full device opens Saved games as an empty one does. The first screenful comes from the index alone, and
// listing in full reads only the records the index does not name, a hundred to a transaction.
import { beforeEach, expect, it } from 'vitest';
import { createStore, del, type UseStore } from 'idb-keyval';
import { apply, newGame } from '../../../../src/rules';
import { IdbSessionStore } from '../../../../src/session/storage/idbStore';
import { SCHEMA_VERSION } from '../../../../src/session/session';
import { CHECKER_VERSION } from '../../../../src/session/storage/checkRecord';
import { shardKey, shardOf } from '../../../../src/session/storage/idbIndex';
import { freshDb, getRaw, legalLog, putRaw, storedSession, table } from '../helpers';

beforeEach(freshDb);

/** A store whose transactions and record reads (`get` of a `session:` key) are counted. */
function watched() {
  const seen = { transactions: 0, records: [] as string[] };
  const counting = (): UseStore => {
    const real = createStore('skull-table', 'sessions');
    return (mode, body) => {
      seen.transactions++;
      return real(mode, (s) =>
        body(
          new Proxy(s, {
            get: (t, k) =>
              k === 'get'
                ? (key: IDBValidKey) => {
                    if (String(key).startsWith('session:')) seen.records.push(String(key).slice('session:'.length));
                    return t.get(key);
                  }
                : (Reflect.get(t, k).bind?.(t) ?? Reflect.get(t, k)),
          }),
        ),
      );
    };
  };
  return { store: new IdbSessionStore(counting), seen };
}

/** Three games the index lists, and `count` records it does not name that this version cannot read. */
async function fullDevice(count: number): Promise<void> {
  const actions = legalLog(table, 6);
  const state = actions.reduce(apply, newGame(table));
  await new IdbSessionStore().addMany(
    ['a', 'b', 'c'].map((id, i) => ({ session: storedSession(id, actions, 1_000 + i), state })),
  );
  for (let i = 0; i < count; i++)
    await putRaw(`session:newer-${i}`, { ...storedSession(`newer-${i}`, actions), schema: SCHEMA_VERSION + 1 });
}

it('the first screenful is what the index lists, from one read and no record', async () => {
  await fullDevice(250);
  const { store, seen } = watched();
  const known = await store.listKnown();
  expect(known.summaries.map((s) => s.id)).toEqual(['c', 'b', 'a']);
  expect(known.setAside).toEqual([]);
  expect(seen).toEqual({ transactions: 1, records: [] });
});

it('listing in full reads each record the index does not name once, a hundred to a transaction, and no listed game', async () => {
  await fullDevice(250);
  const { store, seen } = watched();
  const whole = await store.list();
  expect(whole.summaries.map((s) => s.id)).toEqual(['c', 'b', 'a']);
  expect(whole.setAside).toHaveLength(250);
  expect(whole.setAside.every((q) => q.reason === 'newer-schema')).toBe(true);
  expect([...seen.records].sort()).toEqual(whole.setAside.map((q) => q.id).sort());
  // Three batches, each one read and one write, and the index read before and after.
  expect(seen.transactions).toBeLessThanOrEqual(8);
  // Set aside now: the next listing reads no record, and the index alone lists them.
  seen.records.length = 0;
  expect((await store.list()).setAside).toHaveLength(250);
  expect((await store.listKnown()).setAside).toHaveLength(250);
  expect(seen.records).toEqual([]);
});

it('a device whose index names every record lists in one read, and saving a listed game reads no record', async () => {
  await fullDevice(0);
  const { store, seen } = watched();
  expect((await store.list()).summaries.map((s) => s.id)).toEqual(['c', 'b', 'a']);
  expect(seen).toEqual({ transactions: 1, records: [] });
  const game = storedSession('a', legalLog(table, 6), 1_000);
  await store.save({ ...game, rev: 1 }, 0, legalLog(table, 6).reduce(apply, newGame(table)));
  expect(seen.records).toEqual([]);
});

it('records set aside are listed by id, and a game the index names whose record is gone is forgotten', async () => {
  await fullDevice(3);
  await putRaw('session:newer-a', { ...storedSession('newer-a'), schema: SCHEMA_VERSION + 1 });
  const store = new IdbSessionStore();
  expect((await store.list()).setAside.map((q) => q.id)).toEqual(['newer-0', 'newer-1', 'newer-2', 'newer-a']);
  await del('session:b', createStore('skull-table', 'sessions'));
  expect((await store.list()).summaries.map((s) => s.id)).toEqual(['c', 'a']);
  expect((await store.listKnown()).summaries.map((s) => s.id)).toEqual(['c', 'a']);
  // Forgetting it wrote no record: the next listing finds nothing new.
  expect((await store.list()).setAside).toHaveLength(4);
});

it('a record set aside by an older checker is read again: listed when it reads now, forgotten when it is gone', async () => {
  const id = 'fixed';
  const old = (x: string) => ({ id: x, reason: 'illegal-log', at: 1, checkedBy: CHECKER_VERSION - 1 });
  await putRaw(`session:${id}`, storedSession(id));
  await putRaw(shardKey(shardOf(id)), { shard: shardOf(id), summaries: [], quarantined: [old(id)] });
  await putRaw(shardKey(shardOf('lost')), { shard: shardOf('lost'), summaries: [], quarantined: [old('lost')] });
  const whole = await new IdbSessionStore().list();
  expect(whole.summaries.map((s) => s.id)).toEqual([id]);
  expect(whole.setAside).toEqual([]);
});

it('a record read while listing and written meanwhile by another tab is left for its writer to list', async () => {
  await putRaw('session:raced', storedSession('raced'));
  let transactions = 0;
  const racing = (): UseStore => {
    const real = createStore('skull-table', 'sessions');
    return async (mode, body) => {
      // The index read, the record read, then the write that would list it.
      if (++transactions === 3) await putRaw('session:raced', { ...storedSession('raced'), rev: 5 });
      return real(mode, body);
    };
  };
  expect((await new IdbSessionStore(racing).list()).summaries).toEqual([]);
});

it('a readable record of the current schema is listed, not written again', async () => {
  const record = { ...storedSession('as-is'), unknownField: 'kept' };
  await putRaw('session:as-is', record);
  expect((await new IdbSessionStore().list()).summaries.map((s) => s.id)).toEqual(['as-is']);
  expect(await getRaw('session:as-is')).toEqual(record);
});
