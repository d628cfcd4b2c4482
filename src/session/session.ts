// A session is config + action log (+ redo stack): the log is the truth, the state is derived.
import { apply, newGame, replay, type Action, type GameConfig, type GameState } from '../rules';

export const SCHEMA_VERSION = 1;
/** The longest player name the form accepts and an import may bring in. */
export const MAX_NAME_LENGTH = 24;

export interface Session {
  id: string;
  schema: number;
  created: number; // ms since epoch
  updated: number;
  config: GameConfig;
  actions: Action[];
  redo: Action[]; // most recently undone action last
}

export function createSession(config: GameConfig, id: string, now: number): Session {
  newGame(config); // throws RuleError on a bad config before anything is stored
  return { id, schema: SCHEMA_VERSION, created: now, updated: now, config, actions: [], redo: [] };
}

export function sessionState(session: Session): GameState {
  return replay(session.config, session.actions);
}

/** Applies `action` (RuleError if illegal); a new action clears the redo stack. */
export function act(session: Session, state: GameState, action: Action, now: number): { session: Session; state: GameState } {
  const next = apply(state, action);
  return { session: { ...session, actions: [...session.actions, action], redo: [], updated: now }, state: next };
}

/** H2: undo replays all but the last action. */
export function undo(session: Session, now: number): Session | null {
  const last = session.actions[session.actions.length - 1];
  if (last === undefined) return null;
  return { ...session, actions: session.actions.slice(0, -1), redo: [...session.redo, last], updated: now };
}

export function redo(session: Session, now: number): Session | null {
  const next = session.redo[session.redo.length - 1];
  if (next === undefined) return null;
  return { ...session, actions: [...session.actions, next], redo: session.redo.slice(0, -1), updated: now };
}
