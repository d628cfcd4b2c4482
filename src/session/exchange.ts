// The export file: {"format":"skull-table-sessions","version":1,"exported":<ISO time>,"sessions":[…]}
// where each session is a current-schema record. Import refuses the whole file on any problem.
import type { GameState } from '../rules';
import { isRecord } from './migrations';
import type { StoredSession } from './record';
import { MAX_NAME_LENGTH } from './session';
import { checkSession } from './validate';

export const EXPORT_FORMAT = 'skull-table-sessions';
export const EXPORT_VERSION = 1;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export function encodeExport(sessions: readonly StoredSession[], now: number): string {
  const records = sessions.map(({ id, schema, created, updated, config, actions, redo }) => ({ id, schema, created, updated, config, actions, redo }));
  return JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exported: new Date(now).toISOString(), sessions: records });
}

export type ImportProblem = 'too-big' | 'not-json' | 'foreign' | 'newer-version' | 'no-sessions' | 'invalid-session' | 'long-name';

export type Decoded =
  | { ok: true; entries: Array<{ session: StoredSession; state: GameState }> }
  | { ok: false; problem: ImportProblem; index?: number };

/** Checks a whole file: every session is replayed through the engine before anything is kept. */
export function decodeExport(text: string): Decoded {
  // A UTF-16 length bounds the UTF-8 size from below; callers also check the file's own size.
  if (text.length > MAX_IMPORT_BYTES || new Blob([text]).size > MAX_IMPORT_BYTES) return { ok: false, problem: 'too-big' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  if (!isRecord(data) || data.format !== EXPORT_FORMAT) return { ok: false, problem: 'foreign' };
  if (typeof data.version !== 'number' || !Number.isInteger(data.version) || data.version < 1) return { ok: false, problem: 'foreign' };
  if (data.version > EXPORT_VERSION) return { ok: false, problem: 'newer-version' };
  if (!Array.isArray(data.sessions) || data.sessions.length === 0) return { ok: false, problem: 'no-sessions' };
  const entries: Array<{ session: StoredSession; state: GameState }> = [];
  for (const [index, raw] of data.sessions.entries()) {
    const checked = checkSession(raw);
    if (!checked.ok) return { ok: false, problem: 'invalid-session', index };
    // The same limit as the new-game form, so an imported name cannot flood the table screen.
    if (checked.session.config.players.some((n) => n.trim().length > MAX_NAME_LENGTH)) return { ok: false, problem: 'long-name', index };
    entries.push({ session: { ...checked.session, rev: 0 }, state: checked.state });
  }
  return { ok: true, entries };
}
