// What an import changes in the roster, as a record of its own: the entries it added (players new to this device, and
// the pointers that make a player recognised by name the same person) and the night breaks it added or dropped. The
// undo takes back exactly that record, whatever else changed since. Pure.
import { emptyRoster, parseRoster, type Roster, type RosterEntry } from '../players/roster';

export interface RosterChange {
  added: RosterEntry[];
  breaksAdded: number[];
  breaksRemoved: number[];
}

export const noRosterChange = (): RosterChange => ({ added: [], breaksAdded: [], breaksRemoved: [] });

export function isEmptyChange(change: RosterChange): boolean {
  return change.added.length + change.breaksAdded.length + change.breaksRemoved.length === 0;
}

/** The stored roster, or none when it cannot be read (the games still name their players). */
export function readableRoster(stored: unknown): Roster {
  try {
    return parseRoster(stored);
  } catch {
    return emptyRoster();
  }
}

const byTime = (a: number, b: number) => a - b;

/**
 * The file's players this device does not know yet join its roster (same id, same player: the device's own entry
 * stays); `links` makes a newcomer count for a player here (a merge pointer, never a rewritten game); the breaks
 * settled by the plan are added and dropped.
 */
export function mergeIntoRoster(
  here: Roster,
  incoming: Roster,
  links: ReadonlyMap<string, string>,
  breaks: { add: readonly number[]; remove: readonly number[] },
): { roster: Roster; change: RosterChange } {
  const entries = new Map(here.entries);
  const added: RosterEntry[] = [];
  for (const id of new Set([...incoming.entries.keys(), ...links.keys()])) {
    if (entries.has(id)) continue;
    const into = links.get(id);
    const entry: RosterEntry = { ...(incoming.entries.get(id) ?? { id }), ...(into ? { into } : {}) };
    entries.set(id, entry);
    added.push(entry);
  }
  const breaksAdded = breaks.add.filter((t) => !here.breaks.includes(t));
  const breaksRemoved = breaks.remove.filter((t) => here.breaks.includes(t));
  const kept = here.breaks.filter((t) => !breaksRemoved.includes(t));
  return {
    roster: { entries, breaks: [...kept, ...breaksAdded].sort(byTime) },
    change: { added, breaksAdded, breaksRemoved },
  };
}

const sameEntry = (a: RosterEntry | undefined, b: RosterEntry) =>
  a !== undefined && a.id === b.id && a.name === b.name && a.color === b.color && a.into === b.into;

/** Takes `change` back: an added entry goes unless it was changed since (a rename made here stays), the added breaks
 *  go, the dropped ones come back. */
export function revertRoster(roster: Roster, change: RosterChange): Roster {
  const entries = new Map(roster.entries);
  for (const e of change.added) if (sameEntry(entries.get(e.id), e)) entries.delete(e.id);
  const breaks = roster.breaks.filter((t) => !change.breaksAdded.includes(t));
  return { entries, breaks: [...new Set([...breaks, ...change.breaksRemoved])].sort(byTime) };
}
