// What the store keeps per game: the session record and its small summary (both described in schema.ts), and the
// records it could not read.
import type { SessionSummary } from './schema';

export { summarize, type SessionSummary, type StoredSession } from './schema';

export type SetAsideReason = 'corrupt' | 'wrong-types' | 'newer-schema' | 'illegal-log';

/** A stored record that could not be read: left untouched where it is, and reported. */
export interface SetAsideEntry {
  id: string;
  reason: SetAsideReason;
  at: number;
  /** The CHECKER_VERSION that set it aside: only a newer checker reads it again (absent: before versions). */
  checkedBy?: number;
}

/** Ids in code-unit order (not the locale's), so every device lists records alike. */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Newest first; ties broken by id so the order is stable. */
export function byNewest(a: SessionSummary, b: SessionSummary): number {
  return b.updated - a.updated || byId(a, b);
}
