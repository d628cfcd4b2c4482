// The export file: {"format":"skull-table-sessions","version":2,"exported":<ISO time>,"sessions":[…],"players":[…]}
// where each session is a current-schema record (the fields schema.ts marks `file`) and players the roster entries
// (roster.ts) of their seats. Version 1 files (no players) still import. A file takes the version its games' variants need (the engine's
// fileVersionFor): 3 once it holds a card game (R3), 4 once a card game names a deck other than 52 cards; a file of
// disc games is still written as version 2, so an app that knows no cards reads it. A session may carry
// `display` (display.ts: its flat-on-the-table layout and mat colours); files without it import as before.
// `breaks` (when any) are the times someone tapped "New game night" that bear on these games, so the nights group alike on
// every device; an app that knows no breaks ignores them. Import refuses the whole file on any problem.
import { fileVersionFor, isRecord, nameProblems, VARIANTS, type GameState } from '../../rules';
import { MAX_BREAKS, MAX_IMPORT_BYTES, MAX_MOVES_PER_GAME } from './limits';
import type { StoredSession } from './record';
import { emptyRoster, parseEntry, resolve, type Roster } from '../players/roster';
import { checkSession } from './checkRecord';
import { parseDisplay, type GameDisplay } from './display';
import { fileRecord, fromFile, isTime } from './schema';
import { NIGHT_GAP_MS } from '../nights/nights';

export const EXPORT_FORMAT = 'skull-table-sessions';
/** The version of a file whose games need nothing newer (version 2: the roster's players). */
const BASE_VERSION = 2;
/** The newest version this app reads and writes: the newest a variant needs. */
export const EXPORT_VERSION = Math.max(BASE_VERSION, ...Object.values(VARIANTS).map((v) => v.fileVersion));

export function encodeExport(
  sessions: readonly StoredSession[],
  now: number,
  roster: Roster = emptyRoster(),
  displays: ReadonlyMap<string, GameDisplay> = new Map(),
): string {
  const records = sessions.map((s) => ({
    ...fileRecord(s),
    ...(displays.has(s.id) ? { display: displays.get(s.id) } : {}),
  }));
  // Only the players of these games (and whom they were merged into): one game's file names no one else.
  const ids = new Set(sessions.flatMap((s) => s.seats.flatMap((seat) => [seat, resolve(roster, seat)])));
  for (const e of roster.entries.values()) if (e.into && ids.has(e.into)) ids.add(e.id);
  const players = [...roster.entries.values()].filter((e) => ids.has(e.id));
  const breaks = breaksOf(sessions, roster.breaks);
  return JSON.stringify({
    format: EXPORT_FORMAT,
    version: fileVersionFor(
      sessions.map((s) => s.config),
      BASE_VERSION,
    ),
    exported: new Date(now).toISOString(),
    sessions: records,
    players,
    ...(breaks.length > 0 ? { breaks } : {}),
  });
}

/** The night breaks that can split these games or end their night: after the first one began, within a night's gap
 *  of the last change. */
function breaksOf(sessions: readonly StoredSession[], breaks: readonly number[]): number[] {
  const first = Math.min(...sessions.map((s) => s.created)); // no games: Infinity, after every break
  const last = Math.max(...sessions.map((s) => s.updated));
  return breaks.filter((t) => t > first && t <= last + NIGHT_GAP_MS);
}

export type ImportProblem =
  | 'too-big'
  | 'not-json'
  | 'foreign'
  | 'newer-version'
  | 'no-sessions'
  | 'invalid-session'
  | 'illegal-moves'
  | 'newer-session'
  | 'long-name'
  | 'bad-name'
  | 'too-many-moves'
  | 'duplicate-id'
  | 'bad-player'
  | 'bad-breaks';

export interface ImportEntry {
  session: StoredSession;
  state: GameState;
  display?: GameDisplay;
}

export type Decoded =
  | { ok: true; entries: ImportEntry[]; roster: Roster }
  /** `index`: the game at fault (0-based); `first`: the earlier game sharing its id. */
  | { ok: false; problem: ImportProblem; index?: number; first?: number };

/** Moves a raw session holds (current or schema-0 field names), counted before any replay. */
function movesOf(raw: unknown): number {
  if (!isRecord(raw)) return 0;
  const length = (x: unknown) => (Array.isArray(x) ? x.length : 0);
  return length(raw.actions ?? raw.log) + length(raw.redo ?? raw.undone);
}

/** Checks a whole file: every session is replayed through the engine before anything is kept. */
export function decodeExport(text: string): Decoded {
  // The text's UTF-8 size (callers check the file's own size before reading it).
  if (new Blob([text]).size > MAX_IMPORT_BYTES) return { ok: false, problem: 'too-big' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  if (!isRecord(data) || data.format !== EXPORT_FORMAT) return { ok: false, problem: 'foreign' };
  const version = data.version as number; // Number.isInteger refuses any other type
  if (!Number.isInteger(version) || version < 1) return { ok: false, problem: 'foreign' };
  if (version > EXPORT_VERSION) return { ok: false, problem: 'newer-version' };
  if (!Array.isArray(data.sessions) || data.sessions.length === 0) return { ok: false, problem: 'no-sessions' };
  const entries: ImportEntry[] = [];
  const seen = new Map<string, number>();
  for (const [index, raw] of data.sessions.entries()) {
    // Counted first: a legal but enormous log would freeze the tab while it replays.
    if (movesOf(raw) > MAX_MOVES_PER_GAME) return { ok: false, problem: 'too-many-moves', index };
    const checked = checkSession(raw);
    if (!checked.ok) {
      const problem =
        checked.reason === 'newer-schema'
          ? 'newer-session'
          : checked.reason === 'illegal-log'
            ? 'illegal-moves'
            : 'invalid-session';
      return { ok: false, problem, index };
    }
    // An export never repeats an id: a file that does was edited, and which copy is meant is unknown.
    const first = seen.get(checked.session.id);
    if (first !== undefined) return { ok: false, problem: 'duplicate-id', index, first };
    seen.set(checked.session.id, index);
    // The new-game form's rules, so a file cannot bring in names that only look different or hide.
    const names = nameProblems(checked.session.config.players);
    if (names.includes('too-long')) return { ok: false, problem: 'long-name', index };
    if (names.some((p) => p !== null)) return { ok: false, problem: 'bad-name', index };
    const display = isRecord(raw) ? parseDisplay(raw.display) : undefined;
    entries.push({ session: fromFile(checked.session), state: checked.state, ...(display ? { display } : {}) });
  }
  const roster = emptyRoster();
  const players: unknown[] = data.players === undefined ? [] : Array.isArray(data.players) ? data.players : [null];
  for (const [index, raw] of players.entries()) {
    // A remembered player follows the new-game form's name rules too; `index` counts in the players list.
    const entry = parseEntry(raw);
    if (!entry || (entry.name !== undefined && nameProblems([entry.name])[0] !== null) || roster.entries.has(entry.id))
      return { ok: false, problem: 'bad-player', index };
    roster.entries.set(entry.id, entry);
  }
  const breaks: unknown = data.breaks ?? [];
  if (!Array.isArray(breaks) || breaks.length > MAX_BREAKS || !breaks.every(isTime))
    return { ok: false, problem: 'bad-breaks' };
  roster.breaks = [...new Set(breaks)].sort((a, b) => a - b);
  return { ok: true, entries, roster };
}
