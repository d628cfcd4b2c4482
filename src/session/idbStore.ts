// Sessions in IndexedDB through idb-keyval's dedicated store. One object store holds three kinds
// of keys, so a session and its summary are written in one transaction (old or new, never a mix):
//   session:<id>  the record   summary:<id>  its list entry   quarantine:<id>  why it was set aside
import { createStore, type UseStore } from 'idb-keyval';
import type { GameState } from '../rules';
import { byNewest, summarize, type QuarantineEntry, type SessionSummary, type StoredSession } from './record';
import { ConflictError, faultOf, StorageFault, type SessionList, type SessionStore } from './store';
import { isRecord } from './migrations';
import { checkSession } from './validate';

export const DB_NAME = 'skull-table';
export const STORE_NAME = 'sessions';

const sessionKey = (id: string) => `session:${id}`;
const summaryKey = (id: string) => `summary:${id}`;
const quarantineKey = (id: string) => `quarantine:${id}`;
const prefixRange = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new DOMException('aborted', 'AbortError'));
  });
}

function isSummary(x: unknown): x is SessionSummary {
  return (
    isRecord(x) && typeof x.id === 'string' && typeof x.updated === 'number' && typeof x.rev === 'number' &&
    Array.isArray(x.players) && x.players.every((p) => typeof p === 'string') && typeof x.round === 'number' &&
    Array.isArray(x.successes) && typeof x.over === 'boolean' && (x.winner === null || typeof x.winner === 'number')
  );
}

function isQuarantine(x: unknown): x is QuarantineEntry {
  return isRecord(x) && typeof x.id === 'string' && typeof x.reason === 'string' && typeof x.at === 'number';
}

/** The stored rev of a raw record (records from before revs count as 0). */
function revOf(raw: unknown): number | null {
  if (raw === undefined) return null;
  return isRecord(raw) && typeof raw.rev === 'number' ? raw.rev : 0;
}

export class IdbSessionStore implements SessionStore {
  readonly durable = true;
  private use: UseStore;

  /** `open` is replaceable so tests can simulate a connection the browser closed. */
  constructor(private readonly open: () => UseStore = () => createStore(DB_NAME, STORE_NAME)) {
    this.use = open();
  }

  /** Runs one transaction; on a closed connection, reopens and retries once. */
  private async run<T>(mode: IDBTransactionMode, body: (s: IDBObjectStore) => Promise<T>): Promise<T> {
    try {
      return await this.use(mode, body);
    } catch (e) {
      const fault = faultOf(e);
      if (e instanceof ConflictError || fault.kind !== 'closed') throw e instanceof ConflictError ? e : fault;
      this.use = this.open();
      try {
        return await this.use(mode, body);
      } catch (again) {
        throw again instanceof ConflictError ? again : faultOf(again);
      }
    }
  }

  /** Throws StorageFault('unavailable') when IndexedDB cannot be opened at all. */
  async probe(): Promise<void> {
    if (typeof indexedDB === 'undefined') throw new StorageFault('unavailable');
    try {
      await this.run('readonly', (s) => request(s.count(prefixRange('summary:'))));
    } catch (e) {
      throw new StorageFault('unavailable', e);
    }
  }

  async list(): Promise<SessionList> {
    const [summaries, sessionKeys, quarantined] = await this.run('readonly', (s) =>
      Promise.all([
        request(s.getAll(prefixRange('summary:'))),
        request(s.getAllKeys(prefixRange('session:'))),
        request(s.getAll(prefixRange('quarantine:'))),
      ]),
    );
    const bad = quarantined.filter(isQuarantine);
    const setAside = new Set(bad.map((q) => q.id));
    const ids = new Set(sessionKeys.map((k) => String(k).slice('session:'.length)));
    const good = new Map<string, SessionSummary>();
    for (const x of summaries) if (isSummary(x) && ids.has(x.id) && !setAside.has(x.id)) good.set(x.id, x);
    // A record without a good summary (older schema, interrupted write) is read once and repaired.
    for (const id of ids) {
      if (good.has(id) || setAside.has(id)) continue;
      const found = await this.read(id);
      if (found.summary) good.set(id, found.summary);
      if (found.quarantined) bad.push(found.quarantined);
    }
    return { summaries: [...good.values()].sort(byNewest), quarantined: bad };
  }

  async load(id: string): Promise<StoredSession | null> {
    return (await this.read(id)).session;
  }

  /** Reads, validates and migrates one record; sets it aside when it is not valid. */
  private async read(id: string): Promise<{ session: StoredSession | null; summary?: SessionSummary; quarantined?: QuarantineEntry }> {
    const [raw, q, current] = await this.run('readonly', (s) =>
      Promise.all([
        request<unknown>(s.get(sessionKey(id))),
        request<unknown>(s.get(quarantineKey(id))),
        request<unknown>(s.get(summaryKey(id))),
      ]),
    );
    if (raw === undefined || q !== undefined) return { session: null };
    const checked = checkSession(raw, id);
    if (!checked.ok) {
      // Set aside: the bad record stays byte for byte where it is; only its list entry goes.
      const entry: QuarantineEntry = { id, reason: checked.reason, at: Date.now() };
      await this.run('readwrite', (s) => {
        s.put(entry, quarantineKey(id));
        s.delete(summaryKey(id));
        return done(s.transaction);
      });
      return { session: null, quarantined: entry };
    }
    const { session, state, migrated } = checked;
    const summary = summarize(session, state);
    if (migrated || !isSummary(current) || current.rev !== summary.rev || current.actions !== summary.actions) {
      await this.run('readwrite', (s) => this.writeIf(s, raw, session, summary));
    }
    return { session, summary };
  }

  /** Writes the migrated or re-summarised record only if nobody changed the raw record meanwhile. */
  private writeIf(s: IDBObjectStore, raw: unknown, session: StoredSession, summary: SessionSummary): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = s.get(sessionKey(session.id));
      req.onsuccess = () => {
        if (revOf(req.result) === revOf(raw)) {
          s.put(session, sessionKey(session.id));
          s.put(summary, summaryKey(session.id));
        }
        done(s.transaction).then(resolve, reject);
      };
      req.onerror = () => reject(req.error);
    });
  }

  save(session: StoredSession, previousRev: number | null, state: GameState): Promise<void> {
    const summary = summarize(session, state);
    return this.run('readwrite', (s) => this.compareAndPut(s, [[session, summary]], () => previousRev));
  }

  async addMany(entries: ReadonlyArray<{ session: StoredSession; state: GameState }>): Promise<void> {
    const pairs = entries.map(({ session, state }) => [session, summarize(session, state)] as const);
    await this.run('readwrite', (s) => this.compareAndPut(s, pairs, () => null));
  }

  /** In one transaction: check every stored rev is as expected, then put all records or none. */
  private compareAndPut(
    s: IDBObjectStore,
    pairs: ReadonlyArray<readonly [StoredSession, SessionSummary]>,
    expected: (id: string) => number | null,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      const checks = pairs.map(([x]) => Promise.all([request<unknown>(s.get(sessionKey(x.id))), request<unknown>(s.get(quarantineKey(x.id)))]));
      Promise.all(checks).then(
        (found) => {
          const clash = found.findIndex(([raw, q], i) => q !== undefined || revOf(raw) !== expected(pairs[i]![0].id));
          if (clash >= 0) {
            s.transaction.abort();
            reject(new ConflictError(pairs[clash]![0].id));
            return;
          }
          for (const [x, summary] of pairs) {
            s.put(x, sessionKey(x.id));
            s.put(summary, summaryKey(x.id));
          }
          done(s.transaction).then(resolve, reject);
        },
        reject,
      );
    });
  }

  async remove(id: string): Promise<void> {
    await this.run('readwrite', (s) => {
      s.delete(sessionKey(id));
      s.delete(summaryKey(id));
      s.delete(quarantineKey(id));
      return done(s.transaction);
    });
  }
}
