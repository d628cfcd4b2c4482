// Starting a game, finding the one to resume, and reading a saved table for a rematch.
import { checkNewNames, type GameConfig } from '../rules';
import { newPlayerId } from './players/playerIds';
import { buildPlayers, seatIds } from './players/players';
import { loadRoster } from './players/rosterStore';
import { askPersistence } from './storage/persist';
import type { SessionSummary, StoredSession } from './storage/record';
import { byNewest, summarize } from './storage/record';
import { createSession, sessionState } from './session';
import { StorageFault } from './storage/store';
import { randomId } from './storage/ids';
import { keepUnsaved, sessionStore, unsavedGames } from './storage/sessionStore';
import { recordError } from '../diagnostics/caughtErrors';

export const newId = randomId;

/** Creates and stores a new session; returns its id. Throws RuleError on a bad config. `seats`: the
 *  remembered player chosen for each seat (a chip); a typed name is matched to a player, else a new one. */
export async function startGame(config: GameConfig, seats: ReadonlyArray<string | null> = []): Promise<string> {
  checkNewNames(Array.isArray(config?.players) ? config.players : []);
  const players = buildPlayers(await allSummaries(), await loadRoster());
  const ids = seatIds(config.players, seats, players, newPlayerId);
  const session: StoredSession = { ...createSession(config, newId(), Date.now(), ids), rev: 0 };
  const state = sessionState(session);
  const store = await sessionStore();
  try {
    await store.save(session, null, state);
    if (store.durable) void askPersistence();
  } catch (e) {
    recordError('storage.start', e);
    // The game still starts: it lives in this page, and its controller says it is not saved.
    keepUnsaved({ session, state, storedRev: null, fault: e instanceof StorageFault ? e.kind : 'unknown' });
  }
  return session.id;
}

/** Stored summaries, with this page's unsaved games laid over them; newest first. */
export async function allSummaries(listed?: SessionSummary[]): Promise<SessionSummary[]> {
  const store = await sessionStore();
  let stored: SessionSummary[] = listed ?? [];
  try {
    if (!listed) stored = (await store.list()).summaries;
  } catch (error) {
    recordError('storage.list', error); // list what this page still holds
  }
  const byId = new Map(stored.map((s) => [s.id, s]));
  for (const u of unsavedGames().values()) byId.set(u.session.id, summarize(u.session, u.state));
  return [...byId.values()].sort(byNewest);
}

let unfinishedLookup: Promise<string | null> | null = null;

/** The most recently played game that is not over, to reopen on start; null when there is none.
 *  Callers at the same moment (Home and the start-up resume) share one read of the index. */
export function unfinishedGameId(): Promise<string | null> {
  unfinishedLookup ??= allSummaries()
    .then((all) => all.find((s) => !s.over)?.id ?? null)
    .finally(() => {
      unfinishedLookup = null;
    });
  return unfinishedLookup;
}

/** A game's latest version: this page's unsaved one, else the stored one; null when missing or unreadable. */
export async function latestSession(id: string): Promise<StoredSession | null> {
  const pending = unsavedGames().get(id);
  if (pending) return pending.session;
  return (await sessionStore()).load(id).catch((error: unknown) => {
    recordError('storage.load', error);
    return null;
  });
}

/** A saved game's table and who sat where, for "Same table as last time" and rematch. */
export async function seatingOf(id: string): Promise<{ config: GameConfig; seats: string[] } | null> {
  const session = await latestSession(id);
  return session ? { config: session.config, seats: session.seats } : null;
}
