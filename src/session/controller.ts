// The one door the UI uses to play a saved game: dispatch, undo, redo, and a snapshot to render.
// Every change is validated first (RuleError, nothing changed), then saved, then published.
// The controller keeps the game's steps (each action with its states and events) and moves them one
// step at a time: a tap costs the same in a long game as in a short one; the log is replayed once, on open.
import { RuleError, takeStep, type Action, type GameState, type Step } from '../rules';
import type { StoredSession } from './record';
import { act, redo, stateAfter, stepsOf, undo, type Session } from './session';
import { en as storageEn } from './storage.en';
import { messages } from './storage.messages';
import { ConflictError, StorageFault, type FaultKind, type SessionStore } from './store';
import { dropUnsaved, keepUnsaved, sessionStore, storageUnavailable, unsavedGames } from './storage';
import { announceWrite, onOtherTabWrite } from './tabs';
import { recordError } from '../diagnostics/errors';

export { startGame, unfinishedGameId } from './games';

/** 'saved': what the table shows is on the device; 'saving': a write slower than SLOW_WRITE_MS is in flight;
 *  'memory': storage failed, game kept in memory only; 'readonly': another tab changed this game. */
export type SaveStatus = 'saved' | 'saving' | 'memory' | 'readonly';

/** A write still in flight after this long says "Saving…". A quicker one publishes once, when it is done: what the
 *  table shows meanwhile is the version before, which is saved, so "saved" stays true and the table renders once per tap. */
export const SLOW_WRITE_MS = 250;

export interface GameSnapshot {
  session: Session;
  state: GameState;
  /** Every action of the log with its states and events, the last one last (the same Step objects from one snapshot to the next). */
  steps: readonly Step[];
  canUndo: boolean;
  canRedo: boolean;
  save: SaveStatus;
  /** A sentence for the player when something about storage needs their attention. */
  warning: string | null;
}

export interface GameController {
  snapshot(): GameSnapshot;
  subscribe(listener: () => void): () => void;
  /** Throws RuleError synchronously when illegal (nothing changes); else saves, then publishes. */
  dispatch(action: Action): Promise<void>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  close(): void;
}

interface Version {
  session: StoredSession;
  state: GameState;
  steps: readonly Step[];
}

function faultWarning(kind: FaultKind): string {
  const m = messages();
  return kind === 'unavailable' ? m.unavailable : kind === 'quota' ? m.quota : m.closed;
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
  return controlGame(
    store,
    { session: loaded, state: stateAfter(loaded.config, steps), steps },
    pending ? pending.storedRev : loaded.rev,
  );
}

function controlGame(store: SessionStore, initial: Version, initialStoredRev: number | null): GameController {
  const id = initial.session.id;
  let shown = initial; // what the players see
  let latest = initial; // accepted and queued for saving (ahead of `shown` while a write is in flight)
  let storedRev = initialStoredRev;
  let fault: FaultKind | null = !store.durable ? 'unavailable' : (unsavedGames().get(id)?.fault ?? null);
  let save: SaveStatus = fault ? 'memory' : 'saved';
  let tail = Promise.resolve();
  const listeners = new Set<() => void>();
  let snap: GameSnapshot;

  const publish = () => {
    const warning = save === 'readonly' ? messages().readonly : fault ? faultWarning(fault) : null;
    const { session, state, steps } = shown;
    snap = {
      session,
      state,
      steps,
      canUndo: session.actions.length > 0,
      canRedo: session.redo.length > 0,
      save,
      warning,
    };
    for (const l of [...listeners]) l();
  };

  const goReadOnly = () => {
    save = 'readonly';
    latest = shown;
    publish();
  };

  const write = async (target: Version) => {
    if (save === 'readonly') return;
    const slow = setTimeout(() => {
      if (save !== 'saved') return;
      save = 'saving';
      publish();
    }, SLOW_WRITE_MS);
    try {
      await store.save(target.session, storedRev, target.state);
      storedRev = target.session.rev;
      dropUnsaved(id);
      fault = store.durable ? null : 'unavailable';
      save = fault ? 'memory' : 'saved';
      if (store.durable) announceWrite(id, target.session.rev);
    } catch (e) {
      if (e instanceof ConflictError) return goReadOnly();
      recordError('storage.save', e); // the table says "not saved" and keeps the game in this page
      fault = e instanceof StorageFault ? e.kind : 'unknown';
      save = 'memory';
      keepUnsaved({ session: target.session, state: target.state, storedRev, fault });
    } finally {
      clearTimeout(slow);
    }
    shown = target;
    publish();
  };

  /** Accepts a new version now (the caller validated it) and queues its write behind the others. */
  const enqueue = (next: Version): Promise<void> => {
    latest = next;
    const queued = (tail = tail.then(() => write(next)));
    inFlight.set(id, queued);
    void queued.then(() => inFlight.get(id) === queued && inFlight.delete(id));
    return queued;
  };

  /** The next version: `latest`'s steps and `step`, or without their last one when `step` is null (H2: undo shows
   *  the state that step started from). Nothing is replayed. */
  const move = (session: Session, step: Step | null) => {
    const { steps } = latest;
    const state = step ? step.after : steps[steps.length - 1]!.before;
    return enqueue({
      session: { ...session, rev: latest.session.rev + 1 },
      state,
      steps: step ? [...steps, step] : steps.slice(0, -1),
    });
  };

  const refuseIfReadOnly = () => {
    // English like every RuleError message; screens say it in their language from the code (src/ui/refusals/ruleErrorText.ts).
    if (save === 'readonly') throw new RuleError('read-only', storageEn.readonly);
  };

  const offTabs = onOtherTabWrite((otherId, rev) => {
    if (otherId === id && rev > latest.session.rev && save !== 'readonly') goReadOnly();
  });

  // Another tab deleted (or upgraded) the database: this page let its connection go, so it stops
  // claiming "saved", keeps the game in memory with the warning, and writes it again as soon as a
  // database opens (the deletion finishes first), retrying a few times if the browser still refuses.
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  const rewrite = () => {
    retry = undefined;
    void enqueue(latest).then(() => {
      if (fault && save === 'memory' && attempts < 6) retry = setTimeout(rewrite, 1000 * 2 ** attempts++);
    });
  };
  const offLost = store.onLost?.(() => {
    if (save === 'readonly') return;
    fault = 'closed';
    save = 'memory';
    keepUnsaved({ session: shown.session, state: shown.state, storedRev, fault });
    publish();
    attempts = 0;
    clearTimeout(retry);
    rewrite();
  });

  if (storageUnavailable() && !fault) fault = 'unavailable';
  publish();

  return {
    snapshot: () => snap,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      refuseIfReadOnly();
      const next = act(latest.session, latest.state, action, Date.now()); // RuleError escapes here, before any change
      return move(next.session, next.step);
    },
    undo() {
      refuseIfReadOnly();
      const next = undo(latest.session, Date.now());
      return next ? move(next, null) : tail;
    },
    redo() {
      refuseIfReadOnly();
      const next = redo(latest.session, Date.now());
      // One step with the action redo gives back (the redo stack was checked legal when the game was read).
      return next
        ? move(next, takeStep(latest.state, next.actions[next.actions.length - 1]!, latest.steps.length))
        : tail;
    },
    close() {
      listeners.clear();
      offTabs();
      offLost?.();
      clearTimeout(retry);
    },
  };
}
