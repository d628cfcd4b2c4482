// Game nights: games with no gap over a few hours between them (or no "New game night" in between)
// are one night. Pure: summaries and the roster in, plain data out.
import type { Player } from '../players/players';
import { byId, type SessionSummary } from '../storage/record';
import { resolve, type Roster } from '../players/roster';

/** A gap longer than this between two games starts a new night. */
export const NIGHT_GAP_MS = 4 * 3_600_000;

export interface Night {
  /** The first game's id: a stable address for the night. */
  id: string;
  start: number;
  end: number;
  /** Oldest first. */
  games: SessionSummary[];
}

/** Every night, newest first; `breaks` are the times someone tapped "New game night". */
export function groupNights(
  summaries: readonly SessionSummary[],
  breaks: readonly number[],
  gap = NIGHT_GAP_MS,
): Night[] {
  const games = [...summaries].sort((a, b) => a.created - b.created || byId(a, b));
  const nights: Night[] = [];
  let night: Night | null = null;
  for (const g of games) {
    const split =
      night === null ||
      g.created - night.end > gap ||
      breaks.some((t) => t > night!.games[night!.games.length - 1]!.created && t <= g.created);
    if (split) {
      night = { id: g.id, start: g.created, end: g.updated, games: [g] };
      nights.push(night);
    } else {
      night!.games.push(g);
      night!.end = Math.max(night!.end, g.updated);
    }
  }
  return nights.reverse();
}

/** Tonight: the latest night, while its last game is recent and nobody started a new night since. */
export function currentNight(
  nights: readonly Night[],
  breaks: readonly number[],
  now: number,
  gap = NIGHT_GAP_MS,
): Night | null {
  const last = nights[0];
  if (!last || now - last.end > gap) return null;
  const lastStart = last.games[last.games.length - 1]!.created;
  return breaks.some((t) => t > lastStart && t <= now) ? null : last;
}

export interface Standing {
  id: string;
  name: string;
  /** The favourite mat colour, or null when none is known. */
  color: number | null;
  wins: number;
  /** Finished games played tonight. */
  played: number;
  /** 1 + how many have more wins: equal wins share a place (1, 1, 3). */
  place: number;
}

/** Each player of the night with their wins so far (finished games only) and place, most wins first, then seat order of the first game. */
export function nightStandings(night: Night, roster: Roster, players: readonly Player[]): Standing[] {
  const rows = new Map<string, Standing>();
  for (const g of night.games) {
    g.seats.forEach((seat, i) => {
      const id = resolve(roster, seat);
      let row = rows.get(id);
      const p = players.find((x) => x.id === id);
      if (!row) {
        row = { id, name: p?.name ?? g.players[i] ?? '', color: p?.color ?? null, wins: 0, played: 0, place: 1 };
        rows.set(id, row);
      }
      if (g.over) row.played++;
      if (g.over && g.winner === i) row.wins++;
    });
  }
  const all = [...rows.values()].sort((a, b) => b.wins - a.wins);
  for (const row of all) row.place = 1 + all.filter((o) => o.wins > row.wins).length;
  return all;
}

export interface NightGame {
  id: string;
  started: number;
  players: string[];
  winner: string | null;
  finished: boolean;
  rounds: number;
}

/** The night as plain data for "Share the night" (the share module takes it as is): title, standings, games in order. */
export interface NightResult {
  kind: 'night';
  title: string;
  start: number;
  end: number;
  standings: Standing[];
  games: NightGame[];
}

export function nightResult(night: Night, roster: Roster, players: readonly Player[], title: string): NightResult {
  const nameOf = (seat: string, fallback: string) =>
    players.find((p) => p.id === resolve(roster, seat))?.name ?? fallback;
  const games = night.games.map((g) => {
    const names = g.seats.map((seat, i) => nameOf(seat, g.players[i] ?? ''));
    return {
      id: g.id,
      started: g.created,
      players: names,
      winner: g.over && g.winner !== null ? (names[g.winner] ?? null) : null,
      finished: g.over,
      rounds: g.round,
    };
  });
  return {
    kind: 'night',
    title,
    start: night.start,
    end: night.end,
    standings: nightStandings(night, roster, players),
    games,
  };
}
