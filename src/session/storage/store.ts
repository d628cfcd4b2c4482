// The small storage interface the controller talks to; idbStore and memoryStore implement it.
import type { GameState } from '../../rules';
import type { SetAsideEntry, SessionSummary, StoredSession } from './record';

export interface SessionList {
  summaries: SessionSummary[]; // newest first
  setAside: SetAsideEntry[];
}

/** One step that lands whole or not at all: records written, records removed and the roster, in one transaction. */
export interface Batch {
  /** Each written only if the stored rev is still `previousRev` (null: no record may be stored under its id). */
  put?: ReadonlyArray<{ session: StoredSession; state: GameState; previousRev: number | null }>;
  /** Each removed only if its stored rev is still `rev`; one already gone is left gone. */
  remove?: ReadonlyArray<{ id: string; rev: number }>;
  /** Makes the roster to store from the stored one (undefined before the first; undefined back: none stored), read in
   *  the same step. */
  players?: (stored: unknown) => unknown;
}

export interface SessionStore {
  /** False when data lives only in this page (IndexedDB missing): nothing may claim "saved". */
  readonly durable: boolean;
  list(): Promise<SessionList>;
  /** The list as far as it is known without reading a record, for a first screenful; `list` gives the whole. A store
   *  that knows the whole at once has none. */
  listKnown?(): Promise<SessionList>;
  /** A valid, migrated session, or null when absent or set aside as unreadable. */
  load(id: string): Promise<StoredSession | null>;
  /** Writes session and summary at once, only if the stored rev is still `previousRev` (or the record is gone). */
  save(session: StoredSession, previousRev: number | null, state: GameState): Promise<void>;
  /** Writes several new sessions in one go, all or none; ConflictError if any id exists. `players`, when given, makes
   *  the roster to store from the stored one, written in the same step: an import's games and players land together. */
  addMany(
    entries: ReadonlyArray<{ session: StoredSession; state: GameState }>,
    players?: (stored: unknown) => unknown,
  ): Promise<void>;
  /** The batch all or none; ConflictError names the first record whose stored rev is not the expected one. */
  commit(batch: Batch): Promise<void>;
  remove(id: string): Promise<void>;
  /** A record exactly as stored, even one set aside (undefined when there is none). */
  readRaw(id: string): Promise<unknown>;
  /** The roster of players (roster.ts) as stored, or undefined before the first one. */
  readPlayers(): Promise<unknown>;
  writePlayers(value: unknown): Promise<void>;
  /** Calls `listener` when another tab deleted or upgraded the database under this page. */
  onLost?(listener: () => void): () => void;
}

/** Another tab (or an import) wrote this session since we read it. */
export class ConflictError extends Error {
  constructor(readonly id: string) {
    super(`Session ${id} was changed elsewhere.`);
    this.name = 'ConflictError';
  }
}

export type FaultKind = 'unavailable' | 'quota' | 'closed' | 'unknown';

/** The device refused to store: the game must go on in memory. */
export class StorageFault extends Error {
  constructor(
    readonly kind: FaultKind,
    cause?: unknown,
  ) {
    super(`Storage fault: ${kind}`, { cause });
    this.name = 'StorageFault';
  }
}

export function faultOf(error: unknown): StorageFault {
  if (error instanceof StorageFault) return error;
  // Stryker disable next-line StringLiteral: any name but the three below is an unknown fault, this one as well
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return new StorageFault('quota', error);
  if (name === 'InvalidStateError' || name === 'TransactionInactiveError' || name === 'UnknownError') {
    return new StorageFault('closed', error);
  }
  return new StorageFault('unknown', error);
}
