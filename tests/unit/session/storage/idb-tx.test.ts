// The transaction helpers every write goes through: a transaction's end as a promise (its error, or an abort, as the
// reason), a record's rev as the store compares it, and index shards written with their sessions, an empty one gone.
import { beforeEach, expect, it } from 'vitest';
import { newGame } from '../../../../src/rules';
import { shardKey, shardOf } from '../../../../src/session/storage/idbIndex';
import { IdbSessionStore } from '../../../../src/session/storage/idbStore';
import { done, request, revOf } from '../../../../src/session/storage/idbTx';
import { freshDb, getRaw, putRaw, storedSession, table } from '../helpers';

beforeEach(freshDb);

async function objectStore(): Promise<IDBDatabase> {
  const open = indexedDB.open('tx-test');
  open.onupgradeneeded = () => open.result.createObjectStore('things');
  return request(open);
}

it('a transaction’s end: complete resolves; an abort, or a request that failed, rejects', async () => {
  const db = await objectStore();
  const written = db.transaction('things', 'readwrite');
  written.objectStore('things').put(1, 'a');
  await expect(done(written)).resolves.toBeUndefined();
  const aborted = db.transaction('things', 'readwrite');
  const abortedEnd = done(aborted);
  aborted.abort();
  const reason = await abortedEnd.catch((e: unknown) => e);
  expect(reason).toBeInstanceOf(DOMException);
  expect(reason).toMatchObject({ name: 'AbortError', message: 'aborted' });
  const failing = db.transaction('things', 'readwrite');
  failing.objectStore('things').add(2, 'a').onerror = () => {}; // the key is taken
  await expect(done(failing)).rejects.toBeInstanceOf(DOMException);
  db.close();
});

it('a record’s rev: absent is null, one from before revs (or not a record) is 0', () => {
  expect(revOf(undefined)).toBeNull();
  expect(revOf({ rev: 3 })).toBe(3);
  expect(revOf({})).toBe(0);
  expect(revOf({ rev: '3' })).toBe(0);
  expect(revOf('session')).toBe(0);
  expect(revOf(null)).toBe(0);
});

it('the last game gone takes its index shard with it, and a shard holding a game and a record set aside stays', async () => {
  const store = new IdbSessionStore();
  const state = newGame(table);
  await store.save(storedSession('only'), null, state);
  expect(await getRaw(shardKey(shardOf('only')))).toBeDefined();
  await store.remove('only');
  expect(await getRaw(shardKey(shardOf('only')))).toBeUndefined();

  // Another id in the shard of 'kept', stored unreadable: one game and one record set aside share the shard.
  const shard = shardOf('kept');
  let other = 0;
  while (shardOf(`bad${other}`) !== shard) other++;
  const bad = `bad${other}`;
  await putRaw(`session:${bad}`, { id: bad, schema: 2, rev: 'x' });
  await store.save(storedSession('kept'), null, state);
  expect(await store.load(bad)).toBeNull();
  await store.save({ ...storedSession('kept'), rev: 1 }, 0, state);
  const known = await store.listKnown();
  expect(known.summaries.map((s) => s.id)).toEqual(['kept']);
  expect(known.setAside.map((q) => q.id)).toEqual([bad]);
});
