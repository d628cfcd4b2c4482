// Sessions in IndexedDB (opened by idbOpen.ts, which lets the database go when another tab deletes it): one record per session under
// `session:<id>`, and the index shards (idbIndex.ts) written in the same transaction, so a session
// and its list entry are both old or both new, never a mix.
import type { UseStore } from 'idb-keyval';
import type { GameState } from '../../rules';
import { shardKey } from './idbIndex';
import { done, forget, readShards, request, revOf, sessionKey, update } from './idbTx';
import { summarize, type SetAsideEntry, type SessionSummary, type StoredSession } from './record';
import { ConflictError, faultOf, StorageFault, type Batch, type SessionList, type SessionStore } from './store';
import { openStore } from './idbOpen';
import { CHECKER_VERSION, checkSession } from './checkRecord';
import { listKnown, listWhole } from './idbList';
import { sameSummary } from './schema';

const DB_NAME = 'skull-table';
const STORE_NAME = 'sessions';
export const PLAYERS_KEY = 'players';

export class IdbSessionStore implements SessionStore {
  readonly durable = true;
  private readonly open: () => UseStore;
  private use: UseStore;
  private stale = false;
  private readonly lostListeners = new Set<() => void>();

  /** `open` is replaceable so tests can simulate a connection the browser closed. */
  constructor(open?: () => UseStore) {
    this.open = open ?? (() => openStore(DB_NAME, STORE_NAME, () => this.lost()));
    this.use = this.open();
  }

  /** Another tab deleted or upgraded the database: the next use opens it again (after that tab is done). */
  private lost(): void {
    this.stale = true;
    for (const l of [...this.lostListeners]) l();
  }

  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  /** Runs one transaction; on a closed connection, reopens and retries once. */
  private async run<T>(mode: IDBTransactionMode, body: (s: IDBObjectStore) => Promise<T>): Promise<T> {
    if (this.stale) {
      this.stale = false;
      this.use = this.open();
    }
    try {
      return await this.use(mode, body);
    } catch (e) {
      if (e instanceof ConflictError) throw e;
      const fault = faultOf(e);
      if (fault.kind !== 'closed') throw fault;
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
      await this.run('readonly', (s) => request(s.count(shardKey(0))));
    } catch (e) {
      throw new StorageFault('unavailable', e);
    }
  }

  /** The list as the index has it, from one read and no record (idbList.ts): for a first screenful. */
  listKnown(): Promise<SessionList> {
    return listKnown((mode, body) => this.run(mode, body));
  }

  /** Every stored record listed, each the index does not name read and checked (idbList.ts). */
  list(): Promise<SessionList> {
    return listWhole((mode, body) => this.run(mode, body));
  }

  /** A record exactly as stored (for exporting one set aside), or undefined when there is none. */
  readRaw(id: string): Promise<unknown> {
    return this.run('readonly', (s) => request<unknown>(s.get(sessionKey(id))));
  }

  /** The roster sits beside the sessions under its own key (outside the session and index key ranges). */
  readPlayers(): Promise<unknown> {
    return this.run('readonly', (s) => request<unknown>(s.get(PLAYERS_KEY)));
  }

  writePlayers(value: unknown): Promise<void> {
    return this.run('readwrite', (s) => {
      s.put(value, PLAYERS_KEY);
      return done(s.transaction);
    });
  }

  /** Reads, validates and migrates one record; sets it aside (untouched) when it is not valid. */
  async load(id: string): Promise<StoredSession | null> {
    const [raw, { index }] = await this.run('readonly', (s) =>
      Promise.all([request<unknown>(s.get(sessionKey(id))), readShards(s, [id])]),
    );
    if (raw === undefined) {
      if (index.summaries.has(id) || index.setAside.has(id))
        await this.run('readwrite', (s) =>
          update(s, [id], (idx) => {
            forget(idx, id);
            return [];
          }),
        );
      return null;
    }
    if (index.setAside.has(id)) return null;
    const checked = checkSession(raw, id);
    if (!checked.ok) {
      const known = index.setAside.get(id);
      // Stryker disable next-line ConditionalExpression,EqualityOperator,OptionalChaining: unreachable, an id set aside returned above
      if (known?.reason === checked.reason && known.checkedBy === CHECKER_VERSION) return null;
      const entry: SetAsideEntry = { id, reason: checked.reason, at: Date.now(), checkedBy: CHECKER_VERSION };
      await this.run('readwrite', (s) =>
        update(s, [id], (idx) => {
          idx.summaries.delete(id);
          idx.setAside.set(id, entry);
          return [];
        }),
      );
      return null;
    }
    const { session, state, migrated } = checked;
    const summary = summarize(session, state);
    const listed = index.summaries.get(id);
    if (migrated || index.setAside.has(id) || !listed || !sameSummary(listed, summary)) {
      // Only if nobody wrote the record meanwhile; a migrated record is stored at the current schema.
      await this.run('readwrite', (s) =>
        update(
          s,
          [id],
          (idx, raws) => {
            if (revOf(raws.get(id)) !== revOf(raw)) return [];
            idx.setAside.delete(id);
            idx.summaries.set(id, summary);
            return migrated ? [[id, session]] : [];
          },
          () => [id],
        ),
      );
    }
    return session;
  }

  save(session: StoredSession, previousRev: number | null, state: GameState): Promise<void> {
    return this.commit({ put: [{ session, state, previousRev }] });
  }

  addMany(
    entries: ReadonlyArray<{ session: StoredSession; state: GameState }>,
    players?: (stored: unknown) => unknown,
  ): Promise<void> {
    return this.commit({ put: entries.map((e) => ({ ...e, previousRev: null })), ...(players ? { players } : {}) });
  }

  /** Writes all or none: every stored rev must be as expected and no record may be set aside. The
   *  index holds each listed record's rev, so a save reads one small shard, not the whole log. */
  commit({ put = [], remove = [], players }: Batch): Promise<void> {
    const pairs = put.map(({ session, state }): [StoredSession, SessionSummary] => [
      session,
      summarize(session, state),
    ]);
    const expected = new Map<string, number | null>([
      ...put.map(({ session, previousRev }) => [session.id, previousRev] as const),
      ...remove.map(({ id, rev }) => [id, rev] as const),
    ]);
    const ids = [...expected.keys()];
    return this.run('readwrite', async (s) => {
      // Read in the same transaction as the records: the roster written is made from the one stored at that moment.
      const storedPlayers = players ? await request<unknown>(s.get(PLAYERS_KEY)) : undefined;
      return update(
        s,
        ids,
        (index, raws) => {
          const storedRev = (id: string) => (raws.has(id) ? revOf(raws.get(id)) : index.summaries.get(id)!.rev);
          // A record gone since we read it (site data cleared, deleted in another tab) is written
          // again: no newer version exists, so nothing is lost; only a newer rev is a conflict.
          const clash = ids.find(
            (id) => index.setAside.has(id) || (storedRev(id) !== expected.get(id) && storedRev(id) !== null),
          );
          if (clash !== undefined) return new ConflictError(clash);
          const roster = players?.(storedPlayers);
          if (roster !== undefined) s.put(roster, PLAYERS_KEY);
          else if (players) s.delete(PLAYERS_KEY);
          for (const { id } of remove) {
            s.delete(sessionKey(id));
            forget(index, id);
          }
          for (const [x, summary] of pairs) index.summaries.set(x.id, summary);
          return pairs.map(([x]) => [x.id, x]);
        },
        (index) => ids.filter((id) => !index.summaries.has(id)),
      );
    });
  }

  async remove(id: string): Promise<void> {
    await this.run('readwrite', (s) => {
      s.delete(sessionKey(id));
      return update(s, [id], (index) => {
        forget(index, id);
        return [];
      });
    });
  }
}
