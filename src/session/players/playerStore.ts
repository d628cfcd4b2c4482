// The player list as the screens use it: read, rename, merge (and undo), favourite colours.
import { cleanName, nameProblems } from '../../rules';
import { allSummaries } from '../games';
import { buildPlayers, playedTogether, playerNamed, type Player } from './players';
import { withEntry, type Roster } from './roster';
import { loadRoster, saveRoster } from './rosterStore';

export type PlayerProblem = 'empty' | 'invisible' | 'too-long' | 'taken' | 'same-game' | 'unknown' | 'storage';
export type PlayerChange = { ok: true } | { ok: false; problem: PlayerProblem };

export interface PlayerList {
  players: Player[];
  roster: Roster;
}

/** Every remembered player, most recently played first. */
export async function listPlayers(): Promise<PlayerList> {
  const [summaries, roster] = await Promise.all([allSummaries(), loadRoster()]);
  return { players: buildPlayers(summaries, roster), roster };
}

/** A new spelling for a player: the new-game form's name rules; a name another player has is refused (merge them instead). */
export async function renamePlayer(id: string, name: string): Promise<PlayerChange> {
  const [problem] = nameProblems([name]);
  if (problem === 'empty' || problem === 'invisible' || problem === 'too-long') return { ok: false, problem };
  const { players, roster } = await listPlayers();
  if (!players.some((p) => p.id === id)) return { ok: false, problem: 'unknown' };
  const other = playerNamed(players, name);
  if (other && other.id !== id) return { ok: false, problem: 'taken' };
  return (await saveRoster(withEntry(roster, id, { name: cleanName(name) })))
    ? { ok: true }
    : { ok: false, problem: 'storage' };
}

/** Counts every game of `from` for `into` (a typo made two players). Refused when they sat at one table. */
export async function mergePlayers(from: string, into: string): Promise<PlayerChange> {
  const summaries = await allSummaries();
  const roster = await loadRoster();
  const players = buildPlayers(summaries, roster);
  const a = players.find((p) => p.id === from);
  const b = players.find((p) => p.id === into);
  if (!a || !b || a === b) return { ok: false, problem: 'unknown' };
  if (playedTogether(summaries, a, b)) return { ok: false, problem: 'same-game' };
  return (await saveRoster(withEntry(roster, from, { into }))) ? { ok: true } : { ok: false, problem: 'storage' };
}

/** Undoes a merge: `from` counts for itself again (its games were never changed). */
export async function unmergePlayer(from: string): Promise<PlayerChange> {
  return (await saveRoster(withEntry(await loadRoster(), from, { into: undefined })))
    ? { ok: true }
    : { ok: false, problem: 'storage' };
}

/** Remembers the colour each player sat with, as their favourite. */
export async function rememberColors(seats: readonly string[], colors: readonly number[]): Promise<void> {
  let roster = await loadRoster();
  seats.forEach((id, i) => {
    const color = colors[i];
    if (color !== undefined && roster.entries.get(id)?.color !== color) roster = withEntry(roster, id, { color });
  });
  await saveRoster(roster);
}
