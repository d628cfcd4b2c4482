// A session is config + action log (+ redo stack): the log is the truth, the state is derived.
import { apply, checkNewNames, cleanName, newGame, refuse, replay, type Action, type GameConfig, type GameState } from '../rules';
import { MAX_MOVES_PER_GAME } from './limits';

export const SCHEMA_VERSION = 2;

export interface Session {
  id: string;
  schema: number;
  created: number; // ms since epoch
  updated: number;
  config: GameConfig;
  actions: Action[];
  redo: Action[]; // most recently undone action last
  /** The remembered player's id in each seat (schema 2). */
  seats: string[];
}

/** A new game applies the strict name rules (names.ts) and stores its names normalised; the engine
 *  itself stays lenient so games stored before those rules still replay. RuleError on a bad table. */
export function createSession(config: GameConfig, id: string, now: number, seats: string[]): Session {
  const players = Array.isArray(config?.players) ? config.players : [];
  checkNewNames(players);
  const table = newGame({ ...config, players: players.map(cleanName) }).config;
  if (seats.length !== table.players.length || new Set(seats).size !== seats.length) throw new Error('one distinct player id per seat');
  return { id, schema: SCHEMA_VERSION, created: now, updated: now, config: table, actions: [], redo: [], seats: [...seats] };
}

export function sessionState(session: Session): GameState {
  return replay(session.config, session.actions);
}

/** Applies `action` (RuleError if illegal); a new action clears the redo stack. */
export function act(session: Session, state: GameState, action: Action, now: number): { session: Session; state: GameState } {
  if (session.actions.length + 1 > MAX_MOVES_PER_GAME) {
    throw refuse('game-too-long', { max: MAX_MOVES_PER_GAME });
  }
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
