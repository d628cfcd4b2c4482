// Sessions kept only in this page: the fallback when IndexedDB is missing, and a store for tests.
import type { GameState } from '../../rules';
import { byNewest, summarize, type SessionSummary, type StoredSession } from './record';
import { ConflictError, type Batch, type SessionList, type SessionStore } from './store';

export class MemorySessionStore implements SessionStore {
  private readonly records = new Map<string, { session: StoredSession; summary: SessionSummary }>();

  constructor(readonly durable = false) {}

  async list(): Promise<SessionList> {
    return { summaries: [...this.records.values()].map((r) => r.summary).sort(byNewest), setAside: [] };
  }

  async load(id: string): Promise<StoredSession | null> {
    return this.records.get(id)?.session ?? null;
  }

  async save(session: StoredSession, previousRev: number | null, state: GameState): Promise<void> {
    return this.commit({ put: [{ session, state, previousRev }] });
  }

  async addMany(
    entries: ReadonlyArray<{ session: StoredSession; state: GameState }>,
    players?: (stored: unknown) => unknown,
  ): Promise<void> {
    return this.commit({ put: entries.map((e) => ({ ...e, previousRev: null })), ...(players ? { players } : {}) });
  }

  async commit(batch: Batch): Promise<void> {
    const { put = [], players } = batch;
    // Stryker disable next-line ArrayDeclaration: a string's id and rev are undefined, which no stored game clashes with or is
    const remove = batch.remove ?? [];
    const rev = (id: string) => this.records.get(id)?.session.rev ?? null;
    const clash = [
      ...put.map(({ session, previousRev }) => [session.id, previousRev] as const),
      ...remove.map(({ id, rev: expected }) => [id, expected] as const),
    ].find(([id, expected]) => rev(id) !== null && rev(id) !== expected);
    if (clash) throw new ConflictError(clash[0]);
    if (players) this.players = structuredClone(players(this.players)); // first: if it throws, nothing changed (undefined: none)
    for (const { id } of remove) this.records.delete(id);
    for (const { session, state } of put) this.records.set(session.id, { session, summary: summarize(session, state) });
  }

  async remove(id: string): Promise<void> {
    this.records.delete(id);
  }

  private players: unknown;

  async readPlayers(): Promise<unknown> {
    return this.players;
  }

  async writePlayers(value: unknown): Promise<void> {
    this.players = structuredClone(value);
  }

  async readRaw(id: string): Promise<unknown> {
    return this.records.get(id)?.session;
  }
}
