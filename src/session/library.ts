// What the sessions screen does with saved games: list, delete and restore, export and import.
import { encodeExport } from './storage/exchange';
import { allSummaries, latestSession } from './games';
import type { SetAsideEntry, SessionSummary, StoredSession } from './storage/record';
import { sessionState } from './session';
import { dropUnsaved, sessionStore, storageUnavailable, unsavedGames } from './storage/sessionStore';
import { ConflictError, type SessionList, type SessionStore } from './storage/store';
import { loadRoster } from './players/rosterStore';
import { readDisplay, removeDisplay, writeDisplay, type GameDisplay } from './storage/display';
import { previewImport, type ImportRefusal } from './merge/preview';
import { applyImport } from './merge/apply';

const SET_ASIDE_FORMAT = 'skull-table-set-aside';

export interface Library {
  summaries: SessionSummary[];
  setAside: SetAsideEntry[];
  /** False when games cannot be stored on this device at all. */
  durable: boolean;
}

/** Every saved game and every record set aside: the whole list, each record the index does not name yet read. */
export const listSessions = (): Promise<Library> => libraryOf((store) => store.list());

/** The library as far as the index knows it, from one read: a first screenful, which `listSessions` then completes. */
export const listKnownSessions = (): Promise<Library> =>
  libraryOf((store) => (store.listKnown ? store.listKnown() : store.list()));

async function libraryOf(read: (store: SessionStore) => Promise<SessionList>): Promise<Library> {
  const store = await sessionStore();
  let listed: SessionList = { summaries: [], setAside: [] };
  try {
    listed = await read(store);
  } catch {
    // reported through `durable` and the games' own warnings
  }
  return {
    summaries: await allSummaries(listed.summaries),
    setAside: listed.setAside,
    durable: store.durable && !storageUnavailable(),
  };
}

/** Removes a game and hands it back, so the screen can offer to undo the deletion. */
export async function deleteSession(id: string): Promise<StoredSession | null> {
  const store = await sessionStore();
  const session = unsavedGames().get(id)?.session ?? (await store.load(id));
  dropUnsaved(id);
  await store.remove(id);
  // Its display settings go with it, kept in this page until the deletion can no longer be undone.
  const display = readDisplay(id);
  if (display) deletedDisplays.set(id, display);
  removeDisplay(id);
  return session;
}

/** The display settings of games deleted in this page, for their undo. */
const deletedDisplays = new Map<string, GameDisplay>();

/** Puts a deleted game back. 'kept-newer': another tab saved it again meanwhile, and that newer
 *  version stays (nothing stored is overwritten); 'failed': the device refused to store it. */
export async function restoreSession(session: StoredSession): Promise<'restored' | 'kept-newer' | 'failed'> {
  try {
    const store = await sessionStore();
    await store.addMany([{ session, state: sessionState(session) }]);
    const display = deletedDisplays.get(session.id);
    if (display) writeDisplay(session.id, display);
    deletedDisplays.delete(session.id);
    return 'restored';
  } catch (e) {
    return e instanceof ConflictError ? 'kept-newer' : 'failed';
  }
}

/** The set-aside records exactly as stored, in a file of their own, for someone to repair or keep. */
export async function exportSetAside(): Promise<string> {
  const store = await sessionStore();
  const { setAside } = await store.list();
  const records = [];
  for (const { id, reason } of setAside) records.push({ id, reason, record: asJson(await store.readRaw(id)) });
  return JSON.stringify({ format: SET_ASIDE_FORMAT, version: 1, exported: new Date().toISOString(), records });
}

/** Stored values may hold what JSON cannot (a cycle, a BigInt): such a value is written as text. */
function asJson(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null');
  } catch {
    return String(value);
  }
}

/** Deletes set-aside records for good (the screen asks first). */
export async function deleteSetAside(ids: readonly string[]): Promise<void> {
  const store = await sessionStore();
  for (const id of ids) {
    await store.remove(id);
    removeDisplay(id);
  }
}

async function loadAll(ids: readonly string[]): Promise<StoredSession[]> {
  const out: StoredSession[] = [];
  for (const id of ids) {
    const s = await latestSession(id);
    if (s) out.push(s);
  }
  return out;
}

/** The export file's text for one game, for some (a night's), or for every game when `which` is omitted. */
export async function exportSessions(which?: string | readonly string[]): Promise<string> {
  const ids =
    which === undefined ? (await allSummaries()).map((s) => s.id) : typeof which === 'string' ? [which] : which;
  const sessions = await loadAll(ids);
  const displays = new Map(sessions.flatMap((s) => (readDisplay(s.id) ? [[s.id, readDisplay(s.id)!] as const] : [])));
  return encodeExport(sessions, Date.now(), await loadRoster(), displays);
}

export type ImportReport = { ok: true; added: number; copies: number; skipped: number } | ImportRefusal;

/** Imports a file all or nothing, each player recognised by name taken as the same person (the screens show the plan
 *  first: previewImport, then applyImport). A game already here is skipped; a different one with a taken id is added
 *  as a copy under a new id: nothing stored is ever overwritten. */
export async function importSessions(file: Blob): Promise<ImportReport> {
  const preview = await previewImport(file);
  if (!preview.ok) return preview;
  const done = await applyImport(preview.plan);
  if (!done.ok) return { ok: false, problem: 'storage' };
  return { ok: true, added: done.added, copies: done.copies, skipped: done.skipped };
}
