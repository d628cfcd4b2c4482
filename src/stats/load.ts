// Reads every saved game's log and who sat where, for the statistics screen (only when that screen opens).
import { allSummaries, latestSession, listPlayers, resolvePlayer } from '../session';
import type { GameLog, Identity } from './compute';

export async function loadGameLogs(): Promise<{ logs: GameLog[]; who: Identity }> {
  const { players, roster } = await listPlayers();
  const summaries = await allSummaries();
  const logs: GameLog[] = [];
  for (const { id } of summaries) {
    const session = await latestSession(id);
    if (session)
      logs.push({
        id: session.id,
        updated: session.updated,
        config: session.config,
        actions: session.actions,
        seats: session.seats,
      });
  }
  const names = new Map(players.map((p) => [p.id, p.name]));
  return {
    logs,
    who: { resolve: (seat) => resolvePlayer(roster, seat), name: (id, fallback) => names.get(id) ?? fallback },
  };
}
