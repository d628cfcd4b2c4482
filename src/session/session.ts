// A session is config + action log (+ redo stack): the log is the truth, the state is derived.
import {
  checkNewNames,
  cleanName,
  newGame,
  refuse,
  replaySteps,
  takeStep,
  type Action,
  type GameConfig,
  type GameState,
  type Step,
} from '../rules';
import { MAX_MOVES_PER_GAME } from './storage/limits';
import { SCHEMA_VERSION, type StoredSession } from './storage/schema';

export { SCHEMA_VERSION };

/** A game before its first write: its fields are the stored record's (storage/schema.ts) but the write counter. */
export type Session = Omit<StoredSession, 'rev'>;

/** A new game applies the strict name rules (names.ts) and stores its names normalised; the engine
 *  itself stays lenient so games stored before those rules still replay. RuleError on a bad table. */
export function createSession(config: GameConfig, id: string, now: number, seats: string[]): Session {
  const players = Array.isArray(config?.players) ? config.players : [];
  checkNewNames(players);
  const table = newGame({ ...config, players: players.map(cleanName) }).config;
  if (seats.length !== table.players.length || new Set(seats).size !== seats.length)
    throw new Error('one distinct player id per seat');
  return {
    id,
    schema: SCHEMA_VERSION,
    created: now,
    updated: now,
    config: table,
    actions: [],
    redo: [],
    seats: [...seats],
  };
}

// The steps of each session object's log, replayed once: the checker's replay (storage/checkRecord.ts) is the controller's.
const replayed = new WeakMap<Session, Step[]>();

/** Every action of `session`'s log as a Step; RuleError at the first illegal one. */
export function stepsOf(session: Session): Step[] {
  let steps = replayed.get(session);
  if (!steps) {
    steps = replaySteps(session.config, session.actions);
    replayed.set(session, steps);
  }
  return steps;
}

/** The state after `steps`, the last step's. */
export const stateAfter = (config: GameConfig, steps: readonly Step[]): GameState =>
  steps[steps.length - 1]?.after ?? newGame(config);

export const sessionState = (session: Session): GameState => stateAfter(session.config, stepsOf(session));

/** Applies `action` to `state`, the state of `session` (RuleError if illegal); a new action clears the redo stack. */
export function act(
  session: Session,
  state: GameState,
  action: Action,
  now: number,
): { session: Session; state: GameState; step: Step } {
  if (session.actions.length + 1 > MAX_MOVES_PER_GAME) {
    throw refuse('game-too-long', { max: MAX_MOVES_PER_GAME });
  }
  const step = takeStep(state, action, session.actions.length);
  return {
    session: { ...session, actions: [...session.actions, action], redo: [], updated: now },
    state: step.after,
    step,
  };
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
