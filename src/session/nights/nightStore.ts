// Game nights as the screens read them, "New game night", and the one-tap rematch.
import { allSummaries, latestSession, startGame } from '../games';
import { currentNight, groupNights, type Night } from './nights';
import { buildPlayers, type Player } from '../players/players';
import { resolve, type Roster } from '../players/roster';
import { loadRoster, saveRoster } from '../players/rosterStore';

export interface NightList {
  nights: Night[]; // newest first
  /** The night still going on (its last game is recent and nobody started a new night), or null. */
  tonight: Night | null;
  players: Player[];
  roster: Roster;
}

export async function loadNights(now = Date.now()): Promise<NightList> {
  const [summaries, roster] = await Promise.all([allSummaries(), loadRoster()]);
  const nights = groupNights(summaries, roster.breaks);
  return {
    nights,
    tonight: currentNight(nights, roster.breaks, now),
    players: buildPlayers(summaries, roster),
    roster,
  };
}

/** The next game at the same table: the same players (by their current names), seats and variant; `starter` is
 *  the seat the table picked or drew (R2). Returns the new game's id, or null when the game is gone. */
export async function rematch(gameId: string, starter: number): Promise<string | null> {
  const [last, roster, summaries] = await Promise.all([latestSession(gameId), loadRoster(), allSummaries()]);
  if (!last) return null;
  const players = buildPlayers(summaries, roster);
  const seats = last.seats.map((seat) => resolve(roster, seat));
  const names = seats.map((id, i) => players.find((p) => p.id === id)?.name ?? last.config.players[i]!);
  const config = { ...last.config, players: names, starter };
  return startGame(config, seats);
}

/** "New game night": the next game starts a new night, whatever the gap. False when the device refused the write. */
export async function startNewNight(now: number): Promise<boolean> {
  const roster = await loadRoster();
  return saveRoster({ entries: roster.entries, breaks: [...roster.breaks, now] });
}
