// Turns any stored or imported value into a valid current-schema session, or says why it cannot.
import { replay, type Action, type GameConfig, type GameState } from '../rules';
import { isRecord, migrations, MigrationError, schemaOf, type Json } from './migrations';
import type { QuarantineReason, StoredSession } from './record';
import { SCHEMA_VERSION } from './session';

export type Checked =
  | { ok: true; session: StoredSession; state: GameState; migrated: boolean }
  | { ok: false; reason: QuarantineReason };

const ID = /^[\w-]{1,100}$/;

function isTime(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && x >= 0;
}

function isActionList(x: unknown): x is unknown[] {
  return Array.isArray(x) && x.every(isRecord);
}

/** Keeps only an action's own known fields, so nothing foreign rides along into storage. */
function cleanAction(a: Action): Action {
  switch (a.type) {
    case 'placeFirst':
    case 'abandonRound':
      return { type: a.type };
    case 'bid':
      return { type: 'bid', player: a.player, amount: a.amount };
    case 'flip':
      return { type: 'flip', owner: a.owner, disc: a.disc };
    default:
      return { type: a.type, player: a.player };
  }
}

function cleanConfig(c: GameConfig): GameConfig {
  const config: GameConfig = { players: [...c.players], starter: c.starter };
  if (c.lastChance !== undefined) config.lastChance = c.lastChance;
  return config;
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
  const { created, updated, config, actions, redo } = rec;
  const rev = rec.rev ?? 0;
  if (
    typeof rec.id !== 'string' || !ID.test(rec.id) || (id !== undefined && rec.id !== id) ||
    !isTime(created) || !isTime(updated) || typeof rev !== 'number' || !Number.isInteger(rev) || rev < 0 ||
    !isRecord(config) || !isActionList(actions) || !isActionList(redo)
  ) {
    return { ok: false, reason: 'wrong-types' };
  }
  let state: GameState;
  try {
    // The redo stack must also be a legal future: replay it in the order redo would apply it.
    replay(config as unknown as GameConfig, [...actions, ...[...redo].reverse()] as Action[]);
    state = replay(config as unknown as GameConfig, actions as Action[]);
  } catch {
    return { ok: false, reason: 'illegal-log' };
  }
  const session: StoredSession = {
    id: rec.id,
    schema: SCHEMA_VERSION,
    rev,
    created,
    updated,
    config: cleanConfig(state.config),
    actions: (actions as Action[]).map(cleanAction),
    redo: (redo as Action[]).map(cleanAction),
  };
  return { ok: true, session, state, migrated: raw !== rec };
}
