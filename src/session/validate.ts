// Turns any stored or imported value into a valid current-schema session, or says why it cannot.
// Configs and actions go through the engine's own parsers, so every field the engine knows is kept.
import { apply, isRecord, parseAction, parseConfig, replay, type Action, type GameConfig, type GameState } from '../rules';
import { MAX_TIME } from './limits';
import { migrations, MigrationError, schemaOf, type Json } from './migrations';
import type { QuarantineReason, StoredSession } from './record';
import { PLAYER_ID } from './playerIds';
import { SCHEMA_VERSION } from './session';

/** Bump when checkSession changes what it accepts: records it set aside are then checked again, once. */
export const CHECKER_VERSION = 2;

export type Checked =
  | { ok: true; session: StoredSession; state: GameState; migrated: boolean }
  | { ok: false; reason: QuarantineReason };

const ID = /^[\w-]{1,100}$/;

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
    typeof rec.id !== 'string' || !ID.test(rec.id) || (id !== undefined && rec.id !== id) ||
    !isTime(created) || !isTime(updated) || typeof rev !== 'number' || !Number.isInteger(rev) || rev < 0 ||
    !isRecord(rec.config) || !isActionList(rec.actions) || !isActionList(rec.redo)
  ) {
    return { ok: false, reason: 'wrong-types' };
  }
  let config: GameConfig;
  let actions: Action[];
  let redo: Action[];
  let state: GameState;
  try {
    config = parseConfig(rec.config);
  } catch {
    return { ok: false, reason: 'wrong-types' }; // no table to play on: the record is damaged
  }
  try {
    const seats = config.players.length;
    actions = rec.actions.map((a) => parseAction(a, seats));
    redo = rec.redo.map((a) => parseAction(a, seats));
    state = replay(config, actions);
    // The redo stack must also be a legal future: apply it in the order redo would.
    let future = state;
    for (let i = redo.length - 1; i >= 0; i--) future = apply(future, redo[i]!);
  } catch {
    return { ok: false, reason: 'illegal-log' };
  }
  const seats = rec.seats;
  if (!Array.isArray(seats) || seats.length !== config.players.length || !seats.every((s) => typeof s === 'string' && PLAYER_ID.test(s)) || new Set(seats).size !== seats.length) {
    return { ok: false, reason: 'wrong-types' };
  }
  const session: StoredSession = { id: rec.id, schema: SCHEMA_VERSION, rev, created, updated, config, actions, redo, seats: [...seats] };
  return { ok: true, session, state, migrated: raw !== rec };
}
