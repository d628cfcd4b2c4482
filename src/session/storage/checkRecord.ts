// Turns any stored or imported value into a valid current-schema session, or says why it cannot.
// Configs and actions go through the engine's own parsers, so every field the engine knows is kept.
import { isRecord, parseAction, parseConfig, takeStep, type GameConfig, type GameState } from '../../rules';
import { MAX_TIME } from './limits';
import { migrations, MigrationError, schemaOf, type Json } from './migrations';
import type { SetAsideReason, StoredSession } from './record';
import { STORED_ID } from './ids';
import { SCHEMA_VERSION, sessionState } from '../session';

/** Bump when checkSession changes what it accepts: records it set aside are then checked again, once. */
export const CHECKER_VERSION = 2;

export type Checked =
  | { ok: true; session: StoredSession; state: GameState; migrated: boolean }
  | { ok: false; reason: SetAsideReason };

/** Milliseconds since 1970 that a Date can hold. */
export function isTime(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= MAX_TIME;
}

function isActionList(x: unknown): x is unknown[] {
  return Array.isArray(x) && x.every(isRecord);
}

/** Validates (and migrates) `raw`; `id`, when given, must match the record's own id. */
export function checkSession(raw: unknown, id?: string): Checked {
  if (!isRecord(raw)) return { ok: false, reason: 'corrupt' };
  let schema = schemaOf(raw);
  if (schema === null) return { ok: false, reason: 'wrong-types' };
  if (schema > SCHEMA_VERSION) return { ok: false, reason: 'newer-schema' };
  let rec: Json = raw;
  try {
    for (; schema < SCHEMA_VERSION; schema++) rec = migrations[schema]!(rec);
  } catch (e) {
    if (e instanceof MigrationError || e instanceof TypeError) return { ok: false, reason: 'wrong-types' };
    throw e;
  }
  const { created, updated } = rec;
  const rev = rec.rev ?? 0;
  if (
    typeof rec.id !== 'string' ||
    !STORED_ID.test(rec.id) ||
    (id !== undefined && rec.id !== id) ||
    !isTime(created) ||
    !isTime(updated) ||
    typeof rev !== 'number' ||
    !Number.isInteger(rev) ||
    rev < 0 ||
    !isRecord(rec.config) ||
    !isActionList(rec.actions) ||
    !isActionList(rec.redo)
  ) {
    return { ok: false, reason: 'wrong-types' };
  }
  let config: GameConfig;
  try {
    config = parseConfig(rec.config);
  } catch {
    return { ok: false, reason: 'wrong-types' }; // no table to play on: the record is damaged
  }
  const ids = rec.seats;
  if (
    !Array.isArray(ids) ||
    ids.length !== config.players.length ||
    !ids.every((s) => typeof s === 'string' && STORED_ID.test(s)) ||
    new Set(ids).size !== ids.length
  ) {
    return { ok: false, reason: 'wrong-types' };
  }
  let session: StoredSession;
  let state: GameState;
  try {
    const count = config.players.length;
    const parse = (list: unknown[]) => list.map((a) => parseAction(a, count));
    session = {
      id: rec.id,
      schema: SCHEMA_VERSION,
      rev,
      created,
      updated,
      config,
      actions: parse(rec.actions),
      redo: parse(rec.redo),
      seats: [...ids],
    };
    state = sessionState(session); // its steps stay with the session: opening the game replays nothing more
    // The redo stack must also be a legal future: apply it in the order redo would.
    let future = state;
    for (let i = session.redo.length - 1; i >= 0; i--) future = takeStep(future, session.redo[i]!, 0).after;
  } catch {
    return { ok: false, reason: 'illegal-log' };
  }
  return { ok: true, session, state, migrated: raw !== rec };
}
