// Reads every saved game's log for the statistics screen (only when that screen opens).
import { allSummaries, latestSession } from '../session';
import type { GameLog } from './compute';

export async function loadGameLogs(): Promise<GameLog[]> {
  const summaries = await allSummaries();
  const logs: GameLog[] = [];
  for (const { id } of summaries) {
    const session = await latestSession(id);
    if (session) logs.push({ id: session.id, updated: session.updated, config: session.config, actions: session.actions });
  }
  return logs;
}
