// Reads every saved game's log for the statistics screen (only when that screen opens).
import { allSummaries } from '../session/games';
import { sessionStore, unsaved } from '../session/storage';
import type { GameLog } from './compute';

export async function loadGameLogs(): Promise<GameLog[]> {
  const summaries = await allSummaries();
  const store = await sessionStore();
  const logs: GameLog[] = [];
  for (const { id } of summaries) {
    const session = unsaved.get(id)?.session ?? (await store.load(id).catch(() => null));
    if (session) logs.push({ id: session.id, updated: session.updated, config: session.config, actions: session.actions });
  }
  return logs;
}
