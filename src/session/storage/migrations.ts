// Each earlier schema's shape and the step that lifts it one version; the current one is described in schema.ts.
// Schema 0 (the first prototype) kept the table flat and the times as ISO strings:
//   { id, players, firstStarter, lastChance?, log, undone, createdAt, savedAt }  (no "schema" field)
// Schema 1: { id, schema: 1, rev, created, updated, config, actions, redo } (no player ids).
// Schema 2 adds `seats`: the remembered player's id in each seat.
import { isRecord } from '../../rules';
import { legacySeats } from '../players/playerIds';
import type { Json } from './schema';

/** Thrown by a migration step when the old record is not the shape its schema promised. */
export class MigrationError extends Error {}

function time(x: unknown): number {
  const t = typeof x === 'string' ? Date.parse(x) : NaN;
  if (!Number.isFinite(t)) throw new MigrationError('bad time');
  return t;
}

function from0(old: Json): Json {
  const config: Json = { players: old.players, starter: old.firstStarter };
  if (old.lastChance !== undefined) config.lastChance = old.lastChance;
  return {
    id: old.id,
    schema: 1,
    rev: 0,
    created: time(old.createdAt),
    updated: time(old.savedAt),
    config,
    actions: old.log,
    redo: old.undone,
  };
}

/** Old games get players by their names: one spelling, one player (renames and merges come later). */
function from1(old: Json): Json {
  const players = isRecord(old.config) ? old.config.players : undefined;
  if (!Array.isArray(players) || !players.every((p) => typeof p === 'string')) throw new MigrationError('no players');
  return { ...old, schema: 2, seats: legacySeats(players) };
}

/** migrations[n] turns a schema-n record into a schema-(n+1) record. */
export const migrations: ReadonlyArray<(old: Json) => Json> = [from0, from1];

/** The schema a raw record claims: records from before the "schema" field are schema 0. */
export function schemaOf(raw: Json): number | null {
  if (!('schema' in raw)) return 0;
  const s = raw.schema;
  // Stryker disable next-line ConditionalExpression: Number.isInteger is false for any other type; the typeof narrows for `s >= 0`
  return typeof s === 'number' && Number.isInteger(s) && s >= 0 ? s : null;
}
