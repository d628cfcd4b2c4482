// The one door the UI uses to play a saved game: dispatch, undo, redo, and a snapshot to render.
// This first version keeps sessions in memory; issue 4 puts IndexedDB behind the same API.
import type { Action, GameConfig, GameState } from '../rules';
import { act, createSession, redo, sessionState, undo, type Session } from './session';

/** 'saved': on the device; 'saving': write in flight; 'memory': storage failed, game kept in memory only;
 *  'readonly': another tab changed this game. */
export type SaveStatus = 'saved' | 'saving' | 'memory' | 'readonly';

export interface GameSnapshot {
  session: Session;
  state: GameState;
  canUndo: boolean;
  canRedo: boolean;
  save: SaveStatus;
  /** A sentence for the player when something about storage needs their attention. */
  warning: string | null;
}

export interface GameController {
  snapshot(): GameSnapshot;
  subscribe(listener: () => void): () => void;
  /** Applies the action (throws RuleError when illegal, before anything changes), then saves. */
  dispatch(action: Action): Promise<void>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  close(): void;
}

const memory = new Map<string, Session>();

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Creates and stores a new session; returns its id. Throws RuleError on a bad config. */
export async function startGame(config: GameConfig): Promise<string> {
  const session = createSession(config, newId(), Date.now());
  memory.set(session.id, session);
  return session.id;
}

export async function openGame(id: string): Promise<GameController | null> {
  const stored = memory.get(id);
  if (!stored) return null;
  let session = stored;
  let state = sessionState(session);
  const listeners = new Set<() => void>();
  let snap: GameSnapshot;
  const publish = () => {
    snap = {
      session,
      state,
      canUndo: session.actions.length > 0,
      canRedo: session.redo.length > 0,
      save: 'saved',
      warning: null,
    };
    for (const l of listeners) l();
  };
  const commit = (next: Session, nextState: GameState = sessionState(next)) => {
    session = next;
    state = nextState;
    memory.set(session.id, session);
    publish();
  };
  publish();
  return {
    snapshot: () => snap,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async dispatch(action) {
      const next = act(session, state, action, Date.now());
      commit(next.session, next.state);
    },
    async undo() {
      const next = undo(session, Date.now());
      if (next) commit(next);
    },
    async redo() {
      const next = redo(session, Date.now());
      if (next) commit(next);
    },
    close() {
      listeners.clear();
    },
  };
}

/** The most recently played game that is not over, to reopen on start; null when there is none. */
export async function unfinishedGameId(): Promise<string | null> {
  let best: Session | null = null;
  for (const s of memory.values()) {
    if (sessionState(s).phase !== 'over' && (best === null || s.updated > best.updated)) best = s;
  }
  return best?.id ?? null;
}

/** The table (players, seats, variant) of a saved game, for "play again" and rematch. */
export async function tableOf(id: string): Promise<GameConfig | null> {
  return memory.get(id)?.config ?? null;
}
