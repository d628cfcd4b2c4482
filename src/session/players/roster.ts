// What the device remembers about players beyond the games themselves: a new spelling (rename), a
// favourite mat colour, a merge (a typo made a second player), and the nights someone ended by hand.
// Games are never rewritten: a merge is a pointer, so undoing it loses nothing.
import { isRecord } from '../../rules';
import { STORED_ID } from '../storage/ids';

export interface RosterEntry {
  id: string;
  name?: string;
  color?: number;
  /** Merged into this player: every game of `id` counts for `into`. */
  into?: string;
}

export interface Roster {
  entries: Map<string, RosterEntry>;
  /** Times someone tapped "New game night": the next game starts a new night. */
  breaks: number[];
}

const COLORS = 6;

export const emptyRoster = (): Roster => ({ entries: new Map(), breaks: [] });

const isColor = (c: unknown): c is number => Number.isInteger(c) && (c as number) >= 0 && (c as number) < COLORS;

/** One stored entry, or null when it is not one (a bad name is checked by the caller that cares). */
export function parseEntry(x: unknown): RosterEntry | null {
  if (!isRecord(x) || typeof x.id !== 'string' || !STORED_ID.test(x.id)) return null;
  if (x.name !== undefined && typeof x.name !== 'string') return null;
  if (x.color !== undefined && !isColor(x.color)) return null;
  if (x.into !== undefined && (typeof x.into !== 'string' || !STORED_ID.test(x.into) || x.into === x.id)) return null;
  const entry: RosterEntry = { id: x.id };
  if (x.name !== undefined) entry.name = x.name;
  if (x.color !== undefined) entry.color = x.color;
  if (x.into !== undefined) entry.into = x.into;
  return entry;
}

/** The stored value read leniently: a damaged entry is dropped, never the whole roster. */
export function parseRoster(raw: unknown): Roster {
  const roster = emptyRoster();
  if (!isRecord(raw)) return roster;
  if (Array.isArray(raw.players))
    for (const x of raw.players) {
      const e = parseEntry(x);
      if (e) roster.entries.set(e.id, e);
    }
  if (Array.isArray(raw.breaks))
    roster.breaks = raw.breaks
      .filter((t): t is number => typeof t === 'number' && Number.isFinite(t))
      .sort((a, b) => a - b);
  return roster;
}

/** As stored: arrays, never objects keyed by id ("__proto__" stays plain data). */
export function storedRoster(roster: Roster): { players: RosterEntry[]; breaks: number[] } {
  return { players: [...roster.entries.values()], breaks: [...roster.breaks] };
}

/** The player every game of `id` counts for, following merges (a loop, which no screen makes, stops). */
export function resolve(roster: Roster, id: string): string {
  const seen = new Set([id]);
  let at = id;
  for (
    let next = roster.entries.get(at)?.into;
    next !== undefined && !seen.has(next);
    next = roster.entries.get(at)?.into
  ) {
    seen.add(next);
    at = next;
  }
  return at;
}

/** A copy with `id`'s entry changed (created when missing; dropped when nothing is left in it). */
export function withEntry(roster: Roster, id: string, change: Partial<Omit<RosterEntry, 'id'>>): Roster {
  const entries = new Map(roster.entries);
  const next: RosterEntry = { ...(entries.get(id) ?? { id }), ...change };
  for (const k of ['name', 'color', 'into'] as const) if (next[k] === undefined) delete next[k];
  if (Object.keys(next).length === 1) entries.delete(id);
  else entries.set(id, next);
  return { entries, breaks: roster.breaks };
}
