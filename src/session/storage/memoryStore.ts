// Sessions kept only in this page: the fallback when IndexedDB is missing, and a store for tests.
import type { GameState } from '../../rules';
import { byNewest, summarize, type SessionSummary, type StoredSession } from './record';
import { ConflictError, type SessionList, type SessionStore } from './store';

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
    const stored = this.records.get(session.id)?.session.rev;
    if (stored !== undefined && stored !== previousRev) throw new ConflictError(session.id);
    this.records.set(session.id, { session, summary: summarize(session, state) });
  }

  async addMany(
    entries: ReadonlyArray<{ session: StoredSession; state: GameState }>,
    players?: (stored: unknown) => unknown,
  ): Promise<void> {
    const clash = entries.find((e) => this.records.has(e.session.id));
    if (clash) throw new ConflictError(clash.session.id);
    if (players) this.players = structuredClone(players(this.players)); // first: if it throws, nothing changed
    for (const { session, state } of entries)
      this.records.set(session.id, { session, summary: summarize(session, state) });
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
