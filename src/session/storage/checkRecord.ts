// Turns any stored or imported value into a valid current-schema session, or says why it cannot: older schemas are
// migrated (migrations.ts), each field is read as schema.ts describes it, and the log and its redo stack are replayed.
import { isRecord, takeStep, type GameState } from '../../rules';
import { migrations, MigrationError, schemaOf } from './migrations';
import type { SetAsideReason, StoredSession } from './record';
import { readRecord, Refused, SCHEMA_VERSION, type Json } from './schema';
import { sessionState } from '../session';

/** Bump when checkSession changes what it accepts: records it set aside are then checked again, once. */
export const CHECKER_VERSION = 2;

export type Checked =
  | { ok: true; session: StoredSession; state: GameState; migrated: boolean }
  | { ok: false; reason: SetAsideReason };

/** Validates (and migrates) `raw`; `id`, when given, must match the record's own id. */
export function checkSession(raw: unknown, id?: string): Checked {
  if (!isRecord(raw)) return { ok: false, reason: 'corrupt' };
  let schema = schemaOf(raw);
  // Stryker disable next-line ConditionalExpression: a null schema indexes no migration, whose call is a TypeError read as wrong-types below
  if (schema === null) return { ok: false, reason: 'wrong-types' };
  if (schema > SCHEMA_VERSION) return { ok: false, reason: 'newer-schema' };
  let rec: Json = raw;
  try {
    for (; schema < SCHEMA_VERSION; schema++) rec = migrations[schema]!(rec);
  } catch (e) /* Stryker disable next-line BlockStatement: a record a step refuses still names its old schema, which readRecord refuses as wrong-types too */ {
    // Stryker disable next-line ConditionalExpression: no step throws anything else (each reads a record's fields and throws MigrationError)
    if (e instanceof MigrationError || e instanceof TypeError) return { ok: false, reason: 'wrong-types' };
    throw e;
  }
  if (id !== undefined && rec.id !== id) return { ok: false, reason: 'wrong-types' };
  const session = readRecord(rec);
  if (session instanceof Refused) return { ok: false, reason: session.reason };
  let state: GameState;
  try {
    state = sessionState(session); // its steps stay with the session: opening the game replays nothing more
    // The redo stack must also be a legal future: apply it in the order redo would.
    let future = state;
    for (let i = session.redo.length - 1; i >= 0; i--) future = takeStep(future, session.redo[i]!, 0).after;
  } catch {
    return { ok: false, reason: 'illegal-log' };
  }
  return { ok: true, session, state, migrated: raw !== rec };
}
