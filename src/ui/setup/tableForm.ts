// The new-game form's data and its checks; the rules are the engine's (names.ts), which re-checks the table.
import { cleanName, MAX_PLAYERS, nameKey, nameProblems, visibleLength } from '../../rules';

export { MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS } from '../../rules';

export interface PlayerRowData {
  key: number; // stable across reordering, so focus and the starter follow the player
  name: string;
  color: number;
  /** The remembered player chosen for this seat (a chip, the last table), null for a typed name. */
  player: string | null;
  /** True once someone tapped this seat's mat: a colour chosen here, which the device may remember. */
  colorChosen?: boolean;
}

/** A chip's player: who, and their favourite mat colour (null when the device remembers none). */
export interface ChipPlayer {
  id: string;
  name: string;
  color: number | null;
}

/**
 * A remembered player takes the first empty seat (or a new one, `key`) in their favourite colour, whatever order the
 * chips are tapped in: an empty seat holding that colour gives it up for this seat's. When a named seat holds it, the
 * player gets a colour no seated player has and, if there is one, no one's favourite (`favourites`), and `clash`
 * names who holds theirs; the device's favourite stays as it is. No seat is added beyond `maxSeats` (a Skat deck: 5).
 */
export function seatChip(
  rows: PlayerRowData[],
  player: ChipPlayer,
  key: number,
  favourites: ReadonlySet<number> = new Set(),
  maxSeats = MAX_PLAYERS,
): { rows: PlayerRowData[]; clash: string | null } {
  const empty = rows.findIndex((r) => r.name.trim() === '');
  if (empty < 0 && rows.length >= maxSeats) return { rows, clash: null };
  const next =
    empty >= 0 ? [...rows] : [...rows, { key, name: '', color: freeColor(rows), player: null } as PlayerRowData];
  const at = empty >= 0 ? empty : next.length - 1;
  const seat = next[at]!;
  const named = (c: number) => next.some((r, i) => i !== at && r.color === c && r.name.trim() !== '');
  let clash: string | null = null;
  let color = seat.color;
  if (player.color !== null && named(player.color)) {
    clash = next.find((r, i) => i !== at && r.color === player.color)!.name.trim();
    const open = [0, 1, 2, 3, 4, 5].filter((c) => !named(c));
    color = open.find((c) => !favourites.has(c)) ?? (named(seat.color) ? (open[0] ?? seat.color) : seat.color);
  } else if (player.color !== null) color = player.color;
  // An empty seat holding the colour taken gives it up for this seat's.
  const holder = next.findIndex((r, i) => i !== at && r.color === color);
  if (holder >= 0) next[holder] = { ...next[holder]!, color: seat.color };
  next[at] = { ...seat, name: player.name, player: player.id, color, colorChosen: false };
  return { rows: next, clash };
}

/** Which seats' colours the device remembers when the game starts (`seats`: each seat's player id): a colour tapped
 *  at setup, or a player with no favourite yet; never a favourite given up because the table had it taken. */
export function colorsToRemember(
  rows: readonly PlayerRowData[],
  seats: readonly string[],
  favourite: (player: string) => number | null,
): boolean[] {
  return rows.map((r, i) => r.colorChosen === true || seats[i] === undefined || favourite(seats[i]) === null);
}

/** Said for as long as it holds: a seated player whose favourite colour another seated player has, as
 *  [that player, who holds it]. */
export function colourClashes(rows: readonly PlayerRowData[], known: readonly ChipPlayer[]): [string, string][] {
  return rows.flatMap((r, i) => {
    const favourite = r.player === null ? null : (known.find((p) => p.id === r.player)?.color ?? null);
    if (favourite === null || favourite === r.color || r.colorChosen) return [];
    const holder = rows.find((o, j) => j !== i && o.color === favourite && o.name.trim() !== '');
    return holder ? [[r.name.trim(), holder.name.trim()] as [string, string]] : [];
  });
}

/** The remembered players not seated yet, by id or by name as the engine compares names (nameKey). */
export function unseated<P extends ChipPlayer>(rows: readonly PlayerRowData[], known: readonly P[]): P[] {
  const ids = new Set(rows.map((r) => r.player));
  const names = new Set(rows.map((r) => nameKey(r.name)));
  return known.filter((p) => !ids.has(p.id) && !names.has(nameKey(p.name)));
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
