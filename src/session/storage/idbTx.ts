// The transaction helpers of idbStore.ts: keys, promisified requests, and the one read-change-write
// step every write goes through, so a session and its index shard always change together.
import { promisifyRequest } from 'idb-keyval';
import { isRecord } from '../../rules';
import { parseIndex, shardKey, shardOf, storedShard, type SessionIndex } from './idbIndex';
import type { StoredSession } from './record';

export const PREFIX = 'session:';
export const sessionKey = (id: string) => `${PREFIX}${id}`;
export const range = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

/** A request's result as a promise: idb-keyval's own helper. */
export const request: <T>(req: IDBRequest<T>) => Promise<T> = promisifyRequest;

export function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new DOMException('aborted', 'AbortError'));
  });
}

/** The stored rev of a raw record (records from before revs count as 0; absent is null). */
export function revOf(raw: unknown): number | null {
  if (raw === undefined) return null;
  return isRecord(raw) && typeof raw.rev === 'number' ? raw.rev : 0;
}

export function forget(index: SessionIndex, id: string): void {
  index.summaries.delete(id);
  index.setAside.delete(id);
}

/** The index shards holding `ids`, read in transaction `s`. */
export async function readShards(
  s: IDBObjectStore,
  ids: readonly string[],
): Promise<{ shards: number[]; index: SessionIndex }> {
  const shards = [...new Set(ids.map(shardOf))];
  const raws = await Promise.all(shards.map((k) => request<unknown>(s.get(shardKey(k)))));
  return { shards, index: parseIndex(raws) };
}

export type Change = (index: SessionIndex, raws: Map<string, unknown>) => Array<[string, StoredSession]> | Error;

/** One readwrite transaction: reads the shards of `ids` (and the records `recordsOf` asks for), lets
 *  `change` edit the index and name records to put, then writes them all, or aborts on an Error. */
export async function update(
  s: IDBObjectStore,
  ids: readonly string[],
  change: Change,
  // Stryker disable next-line ArrayDeclaration: the callers that read no record ignore the records read, and a missing one is undefined
  recordsOf: (index: SessionIndex) => string[] = () => [],
): Promise<void> {
  const { shards, index } = await readShards(s, ids);
  const need = recordsOf(index);
  const found = await Promise.all(need.map((id) => request<unknown>(s.get(sessionKey(id)))));
  const result = change(index, new Map(need.map((id, i) => [id, found[i]])));
  if (result instanceof Error) {
    s.transaction.abort();
    throw result;
  }
  for (const [id, session] of result) s.put(session, sessionKey(id));
  for (const k of shards) {
    const shard = storedShard(index, k);
    // A shard left empty goes: a device whose last game went is as it was before its first.
    if (shard.summaries.length + shard.quarantined.length === 0) s.delete(shardKey(k));
    else s.put(shard, shardKey(k));
  }
  return done(s.transaction);
}
