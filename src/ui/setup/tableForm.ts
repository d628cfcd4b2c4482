// The new-game form's data and its checks; the engine re-checks the config it receives.
import { MAX_NAME_LENGTH } from '../../session';

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;

export interface PlayerRowData {
  key: number; // stable across reordering, so focus and the starter follow the player
  name: string;
  color: number;
}

export type NameError = { kind: 'empty' } | { kind: 'repeated' } | { kind: 'tooLong'; length: number } | null;

/** One error (or null) per row: too long first, then repeated (case and spaces ignored), then empty. */
export function nameErrors(names: string[]): NameError[] {
  const keys = names.map((n) => n.trim().toLowerCase());
  return names.map((name, i) => {
    const trimmed = name.trim();
    if (trimmed.length > MAX_NAME_LENGTH) return { kind: 'tooLong', length: trimmed.length };
    if (trimmed === '') return { kind: 'empty' };
    if (keys.indexOf(keys[i]!) !== i || keys.lastIndexOf(keys[i]!) !== i) return { kind: 'repeated' };
    return null;
  });
}

/** Moves the row at `from` by `delta` seats, clamped to the table. */
export function moveRow<T>(rows: T[], from: number, delta: number): T[] {
  const to = Math.max(0, Math.min(rows.length - 1, from + delta));
  if (to === from) return rows;
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
}

/** A uniformly random index below n, from the platform's cryptographic source when there is one. */
export function randomSeat(n: number): number {
  const buf = new Uint32Array(1);
  if (globalThis.crypto?.getRandomValues) {
    globalThis.crypto.getRandomValues(buf);
    return buf[0]! % n;
  }
  return Math.floor(Math.random() * n);
}
