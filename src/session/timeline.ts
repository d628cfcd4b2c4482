// A game's timeline: the version the players see and the latest one accepted, each with the game's steps.
// Every move is one step forward (an action, a redo) or one step back (undo); nothing is replayed (H2).
// Pure: no storage, no clock (the caller passes `now`), no listeners.
import { takeStep, type Action, type GameState, type Step } from '../rules';
import type { StoredSession } from './storage/record';
import { act, redo, undo, type Session } from './session';

/** One version of the game: its stored record, its state, and every action of its log as a step, the last one last. */
export interface Version {
  readonly session: StoredSession;
  readonly state: GameState;
  readonly steps: readonly Step[];
}

/** `shown` is saved and on the table; `latest` is accepted and queued for saving (ahead of `shown` while a write is in
 *  flight). */
export interface Timeline {
  readonly shown: Version;
  readonly latest: Version;
}

export const timelineAt = (version: Version): Timeline => ({ shown: version, latest: version });

/** A new version accepted: it is the latest, and the table still shows the one before until it is saved. */
export const accept = (timeline: Timeline, next: Version): Timeline => ({ ...timeline, latest: next });

/** A version whose write is over is the one the table shows. */
export const show = (timeline: Timeline, version: Version): Timeline => ({ ...timeline, shown: version });

/** Back to what the table shows: what was accepted but never saved is dropped (another tab owns the game now). */
export const rollBack = (timeline: Timeline): Timeline => ({ ...timeline, latest: timeline.shown });

export const canUndo = (version: Version): boolean => version.session.actions.length > 0;
export const canRedo = (version: Version): boolean => version.session.redo.length > 0;

/** The version after `action`: one step forward. RuleError (from the engine) when it is illegal. */
export function play(from: Version, action: Action, now: number): Version {
  const next = act(from.session, from.state, action, now);
  return forward(from, next.session, next.step);
}

/** The version before the last action (H2: the state its step started from), or null with nothing to undo. */
export function stepBack(from: Version, now: number): Version | null {
  const session = undo(from.session, now);
  if (!session) return null;
  const { steps } = from;
  return { session: nextRecord(from, session), state: steps[steps.length - 1]!.before, steps: steps.slice(0, -1) };
}

/** The version with the last undone action played again, or null with nothing to redo. The redo stack was checked
 *  legal when the game was read, so its step is taken without a second check. */
export function stepForward(from: Version, now: number): Version | null {
  const session = redo(from.session, now);
  if (!session) return null;
  return forward(from, session, takeStep(from.state, session.actions[session.actions.length - 1]!, from.steps.length));
}

function forward(from: Version, session: Session, step: Step): Version {
  return { session: nextRecord(from, session), state: step.after, steps: [...from.steps, step] };
}

/** Each version is one revision past the one it follows: the store's compare-and-swap counts on it. */
const nextRecord = (from: Version, session: Session): StoredSession => ({ ...session, rev: from.session.rev + 1 });
