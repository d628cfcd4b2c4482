// What a file would change here, worked out before anything is written: each game new, already here, or a copy (same
// id, other moves); each player already here, new, or recognised by name; the nights it brings or joins; the night
// breaks that must give way so that nights overlapping in time become one. Pure: the file and what is here in.
import type { ImportEntry } from '../storage/exchange';
import { summarize, type SessionSummary, type StoredSession } from '../storage/record';
import { buildPlayers, playedTogether, playerNamed } from '../players/players';
import type { Roster } from '../players/roster';
import { groupNights, type Night } from '../nights/nights';

/** `same`: this very game is here (same id, same moves): it counts once. `copy`: a game here has its id but other
 *  moves: both are kept, the file's under a new id. */
export type GameFate = 'new' | 'same' | 'copy';

export interface PlannedGame {
  entry: ImportEntry;
  fate: GameFate;
  summary: SessionSummary;
}

/** A player of the file this device does not know, with the name of one it does: offered as the same person. */
export interface NameMatch {
  incoming: string;
  here: string;
  name: string;
  hereName: string;
}

export interface ImportPlan {
  games: PlannedGame[];
  players: { known: number; fresh: string[]; matches: NameMatch[] };
  /** The file's nights: all of whose games are here already, that join a night here, that are new. */
  nights: { here: number; joining: number; fresh: number };
  /** The file's own roster (its players' entries and breaks). */
  roster: Roster;
  breaks: { add: number[]; remove: number[] };
}

export interface Here {
  summaries: readonly SessionSummary[];
  roster: Roster;
  /** The device's games under the ids the file uses, to compare their moves. */
  sessions: ReadonlyMap<string, StoredSession>;
  /** Every id a record here holds, set-aside ones included. */
  taken: ReadonlySet<string>;
}

export function sameGame(a: StoredSession, b: StoredSession): boolean {
  return JSON.stringify([a.config, a.actions, a.redo]) === JSON.stringify([b.config, b.actions, b.redo]);
}

function fateOf(session: StoredSession, here: Here): GameFate {
  const mine = here.sessions.get(session.id);
  if (mine && sameGame(mine, session)) return 'same';
  return here.taken.has(session.id) ? 'copy' : 'new';
}

export function planImport(file: { entries: ImportEntry[]; roster: Roster }, here: Here): ImportPlan {
  const games = file.entries.map((entry) => ({
    entry,
    fate: fateOf(entry.session, here),
    summary: summarize(entry.session, entry.state),
  }));
  const theirs = games.map((g) => g.summary);
  const breaks = settleBreaks(
    groupNights(here.summaries, here.roster.breaks),
    groupNights(theirs, file.roster.breaks),
    here.roster.breaks,
    file.roster.breaks,
  );
  return {
    games,
    players: playersOf(theirs, file.roster, here),
    nights: nightsOf(games, file.roster.breaks, here, breaks),
    roster: file.roster,
    breaks,
  };
}

/** Same id, same player; a newcomer with the name of a player here (ignoring case and spacing) is offered as them,
 *  unless the two sat at one table (two people), or another newcomer already took that match. */
function playersOf(theirs: SessionSummary[], roster: Roster, here: Here): ImportPlan['players'] {
  const incoming = buildPlayers(theirs, roster);
  const mine = buildPlayers(here.summaries, here.roster);
  const known = new Set([...here.roster.entries.keys(), ...here.summaries.flatMap((s) => s.seats)]);
  const both = [...here.summaries, ...theirs];
  const out: ImportPlan['players'] = { known: 0, fresh: [], matches: [] };
  for (const p of incoming) {
    if (p.ids.some((id) => known.has(id))) {
      out.known++;
      continue;
    }
    const match = playerNamed(mine, p.name);
    if (match && !out.matches.some((m) => m.here === match.id) && !playedTogether(both, p, match))
      out.matches.push({ incoming: p.id, here: match.id, name: p.name, hereName: match.name });
    else out.fresh.push(p.name);
  }
  return out;
}

const overlap = (a: Night, b: Night) => a.start <= b.end && b.start <= a.end;
const lastStart = (n: Night) => n.games[n.games.length - 1]!.created;

/** Each night of the file: all its games here already, joining a night here once merged, or new. */
function nightsOf(
  games: PlannedGame[],
  fileBreaks: readonly number[],
  here: Here,
  settled: ImportPlan['breaks'],
): ImportPlan['nights'] {
  const fresh = games.filter((g) => g.fate !== 'same').map((g) => g.summary);
  const breaks = [...here.roster.breaks.filter((t) => !settled.remove.includes(t)), ...settled.add].sort(
    (a, b) => a - b,
  );
  const arriving = new Set(fresh);
  const merged = groupNights([...here.summaries, ...fresh], breaks);
  const out = { here: 0, joining: 0, fresh: 0 };
  for (const night of groupNights(
    games.map((g) => g.summary),
    fileBreaks,
  )) {
    const first = night.games.find((g) => arriving.has(g));
    if (!first) out.here++;
    else if (merged.find((n) => n.games.includes(first))?.games.some((g) => !arriving.has(g))) out.joining++;
    else out.fresh++;
  }
  return out;
}

/**
 * Nights that overlap in time become one: a break (from either device) that would fall between their games is
 * dropped; the file's other breaks are added.
 */
export function settleBreaks(
  mine: readonly Night[],
  theirs: readonly Night[],
  myBreaks: readonly number[],
  theirBreaks: readonly number[],
): { add: number[]; remove: number[] } {
  const windows = mine.flatMap((a) =>
    theirs.filter((b) => overlap(a, b)).map((b) => [Math.min(a.start, b.start), Math.max(lastStart(a), lastStart(b))]),
  );
  const inside = (t: number) => windows.some(([from, to]) => t > from! && t <= to!);
  return {
    add: theirBreaks.filter((t) => !myBreaks.includes(t) && !inside(t)),
    remove: myBreaks.filter(inside),
  };
}
