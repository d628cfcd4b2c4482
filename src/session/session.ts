// A session is config + action log (+ redo stack): the log is the truth, the state is derived.
import { checkNewNames, cleanName, newGame, refuse, replay, takeStep, type Action, type GameConfig, type GameState, type Step } from '../rules';
import { MAX_MOVES_PER_GAME } from './limits';

export const SCHEMA_VERSION = 1;

export interface Session {
  id: string;
  schema: number;
  created: number; // ms since epoch
  updated: number;
  config: GameConfig;
  actions: Action[];
  redo: Action[]; // most recently undone action last
}

/** A new game applies the strict name rules (names.ts) and stores its names normalised; the engine
 *  itself stays lenient so games stored before those rules still replay. RuleError on a bad table. */
export function createSession(config: GameConfig, id: string, now: number): Session {
  const players = Array.isArray(config?.players) ? config.players : [];
  checkNewNames(players);
  const table = newGame({ ...config, players: players.map(cleanName) }).config;
  return { id, schema: SCHEMA_VERSION, created: now, updated: now, config: table, actions: [], redo: [] };
}

export function sessionState(session: Session): GameState {
  return replay(session.config, session.actions);
}

/** Applies `action` to `state`, the state of `session` (RuleError if illegal); a new action clears the redo stack. */
export function act(session: Session, state: GameState, action: Action, now: number): { session: Session; state: GameState; step: Step } {
  if (session.actions.length + 1 > MAX_MOVES_PER_GAME) {
    throw refuse('game-too-long', { max: MAX_MOVES_PER_GAME });
  }
  const step = takeStep(state, action, session.actions.length);
  return { session: { ...session, actions: [...session.actions, action], redo: [], updated: now }, state: step.after, step };
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
