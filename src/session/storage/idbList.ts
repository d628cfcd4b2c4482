// How the games' database lists itself (idbStore.ts): the index's list at once, for a first screenful, and the whole
// list, which reads only the records the index does not name. Issue 34: 1,000 games or 1,000 records set aside list
// like a few.
import { INDEX_PREFIX, parseIndex, type SessionIndex } from './idbIndex';
import { forget, PREFIX, range, request, revOf, sessionKey, update } from './idbTx';
import { byId, byNewest, summarize, type StoredSession } from './record';
import type { SessionList } from './store';
import { CHECKER_VERSION, checkSession } from './checkRecord';

/** One transaction of the store (its `run`: reopened and retried once when the browser closed the connection). */
export type Run = <T>(mode: IDBTransactionMode, body: (s: IDBObjectStore) => Promise<T>) => Promise<T>;

/** Records read and checked per pair of transactions: 1,000 set aside after an update was rolled back take ten. */
const READ_BATCH = 100;

const listOf = (index: SessionIndex): SessionList => ({
  summaries: [...index.summaries.values()].sort(byNewest),
  setAside: [...index.setAside.values()].sort(byId),
});

/** The list as the index has it, from one read and no record. Games it names whose record is gone may still show, and
 *  records it does not name do not: `listWhole` settles both. */
export async function listKnown(run: Run): Promise<SessionList> {
  return listOf(parseIndex(await run('readonly', (s) => request<unknown[]>(s.getAll(range(INDEX_PREFIX))))));
}

/** The whole index and the ids of every stored record (keys only: no record is read). */
async function readIndex(run: Run): Promise<{ index: SessionIndex; ids: Set<string> }> {
  const [shards, keys] = await run('readonly', (s) =>
    Promise.all([request<unknown[]>(s.getAll(range(INDEX_PREFIX))), request(s.getAllKeys(range(PREFIX)))]),
  );
  return { index: parseIndex(shards), ids: new Set(keys.map((k) => String(k).slice(PREFIX.length))) };
}

/** Every stored record listed: the index must name exactly the stored records, so no game hides and no ghost shows.
 *  What it names that is gone is forgotten; what it does not name (an older schema, a damaged index) is read, checked
 *  and listed. Set-aside records are read again only when a newer checker might read them: a cheap report. */
export async function listWhole(run: Run): Promise<SessionList> {
  let { index, ids } = await readIndex(run);
  const listed = new Set([...index.summaries.keys(), ...index.setAside.keys()]);
  const gone = [...listed].filter((id) => !ids.has(id));
  const unread = [
    ...[...ids].filter((id) => !listed.has(id)),
    ...[...index.setAside.values()].filter((q) => q.checkedBy !== CHECKER_VERSION).map((q) => q.id),
  ];
  if (gone.length > 0)
    await run('readwrite', (s) =>
      update(s, gone, (idx) => {
        for (const id of gone) forget(idx, id);
        return [];
      }),
    );
  for (let start = 0; start < unread.length; start += READ_BATCH)
    await readAndList(run, unread.slice(start, start + READ_BATCH));
  if (gone.length > 0 || unread.length > 0) ({ index } = await readIndex(run));
  return listOf(index);
}

/** Reads and checks records as the store's `load` does one, then lists them in one write: a readable one only if
 *  nobody wrote it meanwhile (its writer listed it), and stored at the current schema when it was migrated. */
async function readAndList(run: Run, ids: readonly string[]): Promise<void> {
  const raws = await run('readonly', (s) => Promise.all(ids.map((id) => request<unknown>(s.get(sessionKey(id))))));
  const read = ids.map((id, i) => ({ id, raw: raws[i], checked: checkSession(raws[i], id) }));
  const at = Date.now();
  await run('readwrite', (s) =>
    update(
      s,
      ids,
      (index, stored) => {
        const migrated: Array<[string, StoredSession]> = [];
        for (const { id, raw, checked } of read) {
          if (raw === undefined) forget(index, id);
          else if (!checked.ok) {
            index.summaries.delete(id);
            index.setAside.set(id, { id, reason: checked.reason, at, checkedBy: CHECKER_VERSION });
          } else if (revOf(stored.get(id)) === revOf(raw)) {
            index.setAside.delete(id);
            index.summaries.set(id, summarize(checked.session, checked.state));
            if (checked.migrated) migrated.push([id, checked.session]);
          }
        }
        return migrated;
      },
      () => read.filter((r) => r.checked.ok).map((r) => r.id),
    ),
  );
}
