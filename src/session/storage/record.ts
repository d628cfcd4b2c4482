// What the store keeps per game: the session record (with a write counter) and its small summary.
import type { GameState } from '../../rules';
import type { Session } from '../session';

/** A session as stored; `rev` grows by one on every write so a tab can tell it holds an old copy. */
export interface StoredSession extends Session {
  rev: number;
}

/** Enough to list a game without loading its log. */
export interface SessionSummary {
  id: string;
  rev: number;
  created: number;
  updated: number;
  players: string[];
  /** The player id in each seat. */
  seats: string[];
  round: number;
  successes: number[];
  winner: number | null;
  over: boolean;
  actions: number;
}

export type SetAsideReason = 'corrupt' | 'wrong-types' | 'newer-schema' | 'illegal-log';

/** A stored record that could not be read: left untouched where it is, and reported. */
export interface SetAsideEntry {
  id: string;
  reason: SetAsideReason;
  at: number;
  /** The CHECKER_VERSION that set it aside: only a newer checker reads it again (absent: before versions). */
  checkedBy?: number;
}

export function summarize(session: StoredSession, state: GameState): SessionSummary {
  return {
    id: session.id,
    rev: session.rev,
    created: session.created,
    updated: session.updated,
    players: [...session.config.players],
    seats: [...session.seats],
    round: state.round,
    successes: state.players.map((p) => p.successes),
    winner: state.winner,
    over: state.phase === 'over',
    actions: session.actions.length,
  };
}

/** Ids in code-unit order (not the locale's), so every device lists records alike. */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Newest first; ties broken by id so the order is stable. */
export function byNewest(a: SessionSummary, b: SessionSummary): number {
  return b.updated - a.updated || byId(a, b);
}
