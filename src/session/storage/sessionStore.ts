// Picks where sessions live (IndexedDB, or this page's memory when the browser refuses), and keeps
// the games whose latest moves could not be stored, so they still list, open and export.
import type { GameState } from '../../rules';
import { IdbSessionStore } from './idbStore';
import { MemorySessionStore } from './memoryStore';
import type { StoredSession } from './record';
import type { FaultKind, SessionStore } from './store';
import { recordError } from '../../diagnostics/caughtErrors';

let chosen: Promise<SessionStore> | null = null;
let unavailable = false;

export function sessionStore(): Promise<SessionStore> {
  chosen ??= (async () => {
    const idb = new IdbSessionStore();
    try {
      await idb.probe();
      return idb;
    } catch (error) {
      recordError('storage.open', error); // the games live in this page, and every screen says so
      unavailable = true;
      return new MemorySessionStore(false);
    }
  })();
  return chosen;
}

/** For tests: use this store from now on (null: choose again). */
export function useSessionStore(store: SessionStore | null): void {
  chosen = store ? Promise.resolve(store) : null;
  unavailable = store ? !store.durable : false;
  pending.clear();
}

/** True when IndexedDB could not be opened at all (some private modes). */
export function storageUnavailable(): boolean {
  return unavailable;
}

export interface Unsaved {
  session: StoredSession;
  state: GameState;
  /** The rev the store still holds (null: never stored), so the next write can check it. */
  storedRev: number | null;
  fault: FaultKind;
}

/** Games whose latest version lives only in this page because the last write failed. Private: read it
 *  through `unsavedGames`, change it through `keepUnsaved` and `dropUnsaved`. */
const pending = new Map<string, Unsaved>();

/** The one read of this page's unsaved games, by id. */
export function unsavedGames(): ReadonlyMap<string, Readonly<Unsaved>> {
  return pending;
}

/** Keeps a game's latest version in this page after a failed write. */
export function keepUnsaved(game: Unsaved): void {
  pending.set(game.session.id, game);
}

/** Forgets a game's page-only version (stored at last, or deleted). */
export function dropUnsaved(id: string): void {
  pending.delete(id);
}
