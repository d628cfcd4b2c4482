// The remembered players, built from the games played (their seats' ids) and the roster's renames,
// colours and merges. Pure: the storage side is in playerStore.ts.
import { cleanName, nameKey } from '../../rules';
import { STORED_ID } from '../storage/ids';
import type { SessionSummary } from '../storage/record';
import { resolve, type Roster } from './roster';

export interface Player {
  id: string;
  name: string;
  /** The favourite mat colour (the one last played with), or null when none is known. */
  color: number | null;
  /** Finished games played, and won; unfinished ones are counted apart. */
  finished: number;
  wins: number;
  unfinished: number;
  lastPlayed: number;
  /** Every id whose games count for this player: its own and those merged into it. */
  ids: string[];
}

/** Every player who sat at a saved game, most recently played first. */
export function buildPlayers(summaries: readonly SessionSummary[], roster: Roster): Player[] {
  const byId = new Map<string, Player>();
  const spelled = new Map<string, { name: string; at: number; own: boolean }>();
  for (const s of summaries) {
    s.seats.forEach((seat, i) => {
      const id = resolve(roster, seat);
      let p = byId.get(id);
      if (!p) {
        p = {
          id,
          name: '',
          color: roster.entries.get(id)?.color ?? null,
          finished: 0,
          wins: 0,
          unfinished: 0,
          lastPlayed: 0,
          ids: [id],
        };
        byId.set(id, p);
      }
      if (!p.ids.includes(seat)) p.ids.push(seat);
      if (s.over) p.finished++;
      else if (s.actions > 0) p.unfinished++;
      if (s.over && s.winner === i) p.wins++;
      p.lastPlayed = Math.max(p.lastPlayed, s.updated);
      // The name comes from the player's own latest game; a merged-in typo only names a player with no game of its own.
      const own = seat === id;
      const known = spelled.get(id);
      if (!known || (own && !known.own) || (own === known.own && s.updated > known.at))
        spelled.set(id, { name: s.players[i] ?? '', at: s.updated, own });
    });
  }
  for (const p of byId.values()) p.name = roster.entries.get(p.id)?.name ?? cleanName(spelled.get(p.id)?.name ?? '');
  return [...byId.values()].sort((a, b) => b.lastPlayed - a.lastPlayed || a.name.localeCompare(b.name));
}

/** The remembered player a typed name means (same spelling, ignoring case and spacing), if any. */
export function playerNamed(players: readonly Player[], name: string): Player | undefined {
  const key = nameKey(name);
  return key ? players.find((p) => nameKey(p.name) === key) : undefined;
}

/** True when `a` and `b` sat at one table: two people, never one with a typo. */
export function playedTogether(summaries: readonly SessionSummary[], a: Player, b: Player): boolean {
  return summaries.some((s) => s.seats.some((x) => a.ids.includes(x)) && s.seats.some((x) => b.ids.includes(x)));
}

/** The player id for each seat of a new table: the chosen one, else the remembered player of that name, else a new one. */
export function seatIds(
  names: readonly string[],
  chosen: ReadonlyArray<string | null | undefined>,
  players: readonly Player[],
  fresh: () => string,
): string[] {
  const used = new Set<string>();
  return names.map((name, i) => {
    let id = chosen[i] ?? playerNamed(players, name)?.id;
    if (!id || !STORED_ID.test(id) || used.has(id)) id = fresh();
    used.add(id);
    return id;
  });
}
