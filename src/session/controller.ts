// The one door the UI uses to play a saved game: dispatch, undo, redo, and a snapshot to render.
// Every change is validated first (a rejected RuleError, nothing changed), then saved, then published.
// Two parts, each its own module: the timeline (timeline.ts: shown and latest versions, one step at a time, so a tap
// costs the same in a long game as in a short one; the log is replayed once, on open) and the save queue's machine
// (saveQueue.ts: saved, saving, memory, read-only). This file runs the writes, in order, and feeds their outcomes in.
import { refuse, type Action, type GameState, type Step } from '../rules';
import type { StoredSession } from './storage/record';
import {
  nextSaveState,
  openingState,
  rewriteDelay,
  saveLine,
  SLOW_WRITE_MS,
  type SaveEvent,
  type SaveStatus,
  type SaveWarning,
} from './saveQueue';
import { stateAfter, stepsOf, type Session } from './session';
import { ConflictError, StorageFault, type FaultKind, type SessionStore } from './storage/store';
import { dropUnsaved, keepUnsaved, sessionStore, storageUnavailable, unsavedGames } from './storage/sessionStore';
import { announceWrite, onOtherTabWrite } from './storage/tabs';
import * as timeline from './timeline';
import { recordError } from '../diagnostics/caughtErrors';

export { startGame, unfinishedGameId } from './games';
export { SLOW_WRITE_MS, type SaveStatus, type SaveWarning };

export interface GameSnapshot {
  session: Session;
  state: GameState;
  /** Every action of the log with its states and events, the last one last (the same Step objects from one snapshot to the next). */
  steps: readonly Step[];
  canUndo: boolean;
  canRedo: boolean;
  save: SaveStatus;
  /** What about storage needs the player's attention, as a code the table words in their language. */
  warning: SaveWarning | null;
}

export interface GameController {
  snapshot(): GameSnapshot;
  subscribe(listener: () => void): () => void;
  /** Saves, then publishes. A refusal (RuleError: illegal, read-only, too long) is a rejected promise, never a
   *  synchronous throw, and changes nothing. */
  dispatch(action: Action): Promise<void>;
  /** Steps back (H2); with nothing to undo, resolves when the writes queued before are done. Refuses like dispatch. */
  undo(): Promise<void>;
  /** Plays the last undone action again; with nothing to redo, like undo. Refuses like dispatch. */
  redo(): Promise<void>;
  close(): void;
}

/** Writes still in flight in this tab, so reopening a game right away reads its latest version. */
const inFlight = new Map<string, Promise<void>>();

export async function openGame(id: string): Promise<GameController | null> {
  await inFlight.get(id);
  const store = await sessionStore();
  const pending = unsavedGames().get(id);
  let loaded: StoredSession | null = pending?.session ?? null;
  try {
    loaded ??= await store.load(id);
  } catch (error) {
    recordError('storage.open-game', error);
    return null; // storage failed even after a retry: nothing to open
  }
  if (!loaded) return null;
  const steps = stepsOf(loaded); // the checker's, when the store just read it: the log is replayed once
  const opened: timeline.Version = { session: loaded, state: stateAfter(loaded.config, steps), steps };
  return controlGame(store, opened, pending ? pending.storedRev : loaded.rev, pending?.fault ?? null);
}

function controlGame(
  store: SessionStore,
  opened: timeline.Version,
  openedStoredRev: number | null,
  unsavedFault: FaultKind | null,
): GameController {
  const id = opened.session.id;
  let versions = timeline.timelineAt(opened);
  let saveState = openingState(store.durable, storageUnavailable(), unsavedFault);
  let storedRev = openedStoredRev; // the revision the store holds, which the next write's compare-and-swap checks
  let tail = Promise.resolve(); // the last queued write: each waits for the one before
  const listeners = new Set<() => void>();
  let snap: GameSnapshot;

  const publish = () => {
    const { session, state, steps } = versions.shown;
    const { save, warning } = saveLine(saveState);
    snap = {
      session,
      state,
      steps,
      canUndo: timeline.canUndo(versions.shown),
      canRedo: timeline.canRedo(versions.shown),
      save,
      warning,
    };
    for (const l of [...listeners]) l();
  };

  const readOnly = () => saveState.status === 'read-only';

  /** Feeds one event to the save machine; true when the state changed. */
  const send = (event: SaveEvent): boolean => {
    const before = saveState;
    saveState = nextSaveState(saveState, event);
    if (readOnly() && before.status !== 'read-only') versions = timeline.rollBack(versions);
    return saveState !== before;
  };

  const keepInMemory = (version: timeline.Version, fault: FaultKind) =>
    keepUnsaved({ session: version.session, state: version.state, storedRev, fault });

  const write = async (target: timeline.Version) => {
    if (readOnly()) return;
    const slow = setTimeout(() => send({ type: 'write-slow' }) && publish(), SLOW_WRITE_MS);
    try {
      await store.save(target.session, storedRev, target.state);
      storedRev = target.session.rev;
      dropUnsaved(id);
      if (store.durable) announceWrite(id, target.session.rev);
      send({ type: 'write-done', durable: store.durable });
    } catch (e) {
      if (e instanceof ConflictError) return void (send({ type: 'conflict' }) && publish());
      recordError('storage.save', e); // the table says "not saved" and keeps the game in this page
      const fault = e instanceof StorageFault ? e.kind : 'unknown';
      send({ type: 'write-failed', fault });
      keepInMemory(target, fault);
    } finally {
      clearTimeout(slow);
    }
    if (readOnly()) return; // another tab spoke up meanwhile: the table already says so
    versions = timeline.show(versions, target);
    publish();
  };

  /** Accepts a new version now (the caller validated it) and queues its write behind the others. */
  const enqueue = (next: timeline.Version): Promise<void> => {
    versions = timeline.accept(versions, next);
    const queued = tail.then(() => write(next));
    tail = queued;
    inFlight.set(id, queued);
    void queued.then(() => inFlight.get(id) === queued && inFlight.delete(id));
    return queued;
  };

  /** The one way a move is made: refused (a rejected promise, nothing changed) or accepted and queued. */
  const move = async (next: (latest: timeline.Version, now: number) => timeline.Version | null): Promise<void> => {
    // The engine's English, like every RuleError message; screens say it in their language from the code.
    if (readOnly()) throw refuse('read-only');
    const version = next(versions.latest, Date.now()); // RuleError escapes here, before any change
    return version ? enqueue(version) : tail;
  };

  const offTabs = onOtherTabWrite((otherId, rev) => {
    if (otherId === id && rev > versions.latest.session.rev && send({ type: 'other-tab-wrote' })) publish();
  });

  // Another tab deleted (or upgraded) the database: this page let its connection go, so it stops
  // claiming "saved", keeps the game in memory with the warning, and writes it again as soon as a
  // database opens (the deletion finishes first), retrying a few times if the browser still refuses.
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  const rewrite = () => {
    retry = undefined;
    void enqueue(versions.latest).then(() => {
      const delay = saveState.status === 'memory' ? rewriteDelay(attempts) : null;
      if (delay !== null) {
        attempts++;
        retry = setTimeout(rewrite, delay);
      }
    });
  };
  const offLost = store.onLost?.(() => {
    if (readOnly()) return; // another tab owns the game: nothing more to write
    send({ type: 'database-lost' });
    keepInMemory(versions.shown, 'closed');
    publish();
    attempts = 0;
    clearTimeout(retry);
    rewrite();
  });

  publish();

  return {
    snapshot: () => snap,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (action) => move((latest, now) => timeline.play(latest, action, now)),
    undo: () => move(timeline.stepBack),
    redo: () => move(timeline.stepForward),
    close() {
      listeners.clear();
      offTabs();
      offLost?.();
      clearTimeout(retry);
    },
  };
}
