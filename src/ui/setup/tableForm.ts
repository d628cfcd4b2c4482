// The new-game form's data and its checks; the rules are the engine's (names.ts), which re-checks the table.
import { cleanName, nameKey, nameProblems, visibleLength } from '../../rules';

export { MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS } from '../../rules';

export interface PlayerRowData {
  key: number; // stable across reordering, so focus and the starter follow the player
  name: string;
  color: number;
  /** The remembered player chosen for this seat (a chip, the last table), null for a typed name. */
  player: string | null;
}

export type NameError =
  | { kind: 'empty' }
  | { kind: 'repeated' }
  | { kind: 'invisible' }
  | { kind: 'tooLong'; length: number }
  | null;

/** One error (or null) per row, from the engine's name rules; both twins of a repeated name are marked. */
export function nameErrors(names: string[]): NameError[] {
  const problems = nameProblems(names);
  const twins = new Set(names.flatMap((name, i) => (problems[i] === 'repeated' ? [nameKey(name)] : [])));
  return names.map((name, i) => {
    const problem = problems[i];
    if (problem === 'too-long') return { kind: 'tooLong', length: visibleLength(cleanName(name)) };
    if (problem === 'invisible' || problem === 'empty') return { kind: problem };
    if (problem === 'repeated' || twins.has(nameKey(name))) return { kind: 'repeated' };
    return null;
  });
}

/** The first mat colour no row has (the first colour when all six are taken). */
export const freeColor = (rows: PlayerRowData[]): number =>
  [0, 1, 2, 3, 4, 5].find((c) => !rows.some((r) => r.color === c)) ?? 0;

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
