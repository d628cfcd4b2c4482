// Issue 34: a full device opens Saved games as an empty one does. The first screenful comes from the index alone, and
// listing in full reads only the records the index does not name, a hundred to a transaction.
import { beforeEach, expect, it } from 'vitest';
import { createStore, type UseStore } from 'idb-keyval';
import { apply, newGame } from '../../../../src/rules';
import { IdbSessionStore } from '../../../../src/session/storage/idbStore';
import { SCHEMA_VERSION } from '../../../../src/session/session';
import { freshDb, legalLog, putRaw, storedSession, table } from '../helpers';

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
