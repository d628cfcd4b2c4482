// The stored game, described once: one row per field of a saved game's record, in the order it is stored and exported.
// A row says how the field is read (from a record migrations.ts has lifted to the current schema), what a record
// without it holds, the schema that added it, whether the export file carries it and what the summary index keeps of
// it. Derived from the rows: the record's type, its check (checkRecord.ts), the export file's games (exchange.ts), the
// summary and its check (the index, idbIndex.ts). A game's display settings live beside the record (display.ts).
import { isRecord, parseAction, parseConfig, type Action, type GameConfig, type GameState } from '../../rules';
import { STORED_ID } from './ids';
import { MAX_TIME } from './limits';

/** The stored record's version: bump it, with a migration (migrations.ts), when old records need one to be read. */
export const SCHEMA_VERSION = 2;

export type Json = Record<string, unknown>;

/** Why a stored value cannot be kept: its shape is wrong, or its moves break the rules (a wrong shape says more). */
export class Refused {
  constructor(readonly reason: 'wrong-types' | 'illegal-log') {}
}
const WRONG = new Refused('wrong-types');
const ILLEGAL = new Refused('illegal-log');

/** The fields read before this one (the table, for the fields that count its seats). */
interface ReadSoFar {
  config?: GameConfig;
}

/** One field of the record. */
interface Field<T> {
  /** The value kept from the stored one (a field that may be missing reads undefined as undefined). */
  read(value: unknown, above: ReadSoFar): T | Refused;
  /** What a record without it (undefined or null) holds, and what a game imported from a file that leaves it out gets. */
  absent?: T;
  /** The schema that added it: migrations[since - 1] gives it to older records, unless it may be missing. */
  since: number;
  /** Whether the export file carries it. */
  file: boolean;
  /** The summary index's columns made from it (the summary lists a game without reading its log). */
  summary?: Record<string, Column<T, unknown>>;
}

/** One column of the summary: its value from the field (and the replayed game), and the check of a stored entry. */
interface Column<T, V> {
  of(value: T, state: GameState): V;
  check(value: unknown, entry: Json): boolean;
}

/** Milliseconds since 1970 that a Date can hold. */
export function isTime(x: unknown): x is number {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite is false for any other type; the typeof narrows for the bounds
  return typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= MAX_TIME;
}
const isString = (x: unknown): x is string => typeof x === 'string';
const isNumber = (x: unknown): x is number => typeof x === 'number';
const isStoredId = (x: unknown): x is string => isString(x) && STORED_ID.test(x);
/** A list of `item`s, one per entry of `seats` (a list too). */
const listOf = <T>(x: unknown, item: (y: unknown) => y is T, seats: unknown): x is T[] =>
  Array.isArray(x) && Array.isArray(seats) && x.length === seats.length && x.every(item);
const kept =
  <T>(check: (x: unknown) => x is T) =>
  (x: unknown) =>
    check(x) ? x : WRONG;
/** A column holding the field's own value, under the field's name. */
const same = <V>(check: (x: unknown) => x is V): Column<V, V> => ({ of: (v) => v, check });

/** Each action of a stored log through the engine's parser, for a table of `above.config`'s seats. */
function readLog(x: unknown, above: ReadSoFar): Action[] | Refused {
  if (!Array.isArray(x) || !x.every(isRecord) || !above.config) return WRONG;
  const seats = above.config.players.length;
  try {
    return x.map((a) => parseAction(a, seats));
  } catch {
    return ILLEGAL;
  }
}

const RECORD = {
  id: { read: kept(isStoredId), since: 0, file: true, summary: { id: same(isString) } },
  schema: { read: (x): number | Refused => (x === SCHEMA_VERSION ? x : WRONG), since: 1, file: true },
  /** Grows by one on every write, so a tab can tell it holds an old copy; a file's games start again at 0. */
  rev: {
    read: kept((x): x is number => isNumber(x) && Number.isInteger(x) && x >= 0),
    absent: 0,
    since: 1,
    file: false,
    summary: { rev: same(isNumber) },
  },
  created: { read: kept(isTime), since: 0, file: true, summary: { created: same(isTime) } },
  updated: { read: kept(isTime), since: 0, file: true, summary: { updated: same(isTime) } },
  /** The engine's GameConfig, through its own parser: every field the engine knows is kept. */
  config: {
    read(x): GameConfig | Refused {
      try {
        return isRecord(x) ? parseConfig(x) : WRONG;
      } catch /* Stryker disable next-line BlockStatement: without a table the log's row refuses the record as wrong-types anyway */ {
        return WRONG; // no table to play on: the record is damaged
      }
    },
    since: 0,
    file: true,
    summary: {
      players: {
        of: (config: GameConfig) => [...config.players],
        check: (x) => Array.isArray(x) && x.length >= 3 && x.every(isString),
      },
    },
  },
  /** The log, oldest first; the summary keeps what its replay reached. */
  actions: {
    read: readLog,
    since: 0,
    file: true,
    summary: {
      round: { of: (_: Action[], state: GameState) => state.round, check: (x) => isNumber(x) && x >= 1 },
      successes: {
        of: (_: Action[], state: GameState) => state.players.map((p) => p.successes),
        check: (x, entry) => listOf(x, isNumber, entry.players),
      },
      winner: { of: (_: Action[], state: GameState) => state.winner, check: (x) => x === null || isNumber(x) },
      over: { of: (_: Action[], state: GameState) => state.phase === 'over', check: (x) => typeof x === 'boolean' },
      actions: { of: (actions: Action[]) => actions.length, check: isNumber },
    },
  },
  /** Undone actions, the most recently undone last. */
  redo: { read: readLog, since: 0, file: true },
  /** The remembered player's id in each seat; migrations[1] gives older games one player per spelling. */
  seats: {
    read(x, above): string[] | Refused {
      return listOf(x, isStoredId, above.config?.players) && new Set(x).size === x.length ? [...x] : WRONG;
    },
    since: 2,
    file: true,
    summary: {
      seats: { of: (seats: string[]) => [...seats], check: (x, entry) => listOf(x, isString, entry.players) },
    },
  },
} satisfies Record<string, Field<unknown>>;

type Rows = typeof RECORD;
type Value<R> = R extends { read(...args: never[]): infer T } ? Exclude<T, Refused> : never;
type ColumnsOf<R> = R extends { summary: infer S } ? S : Record<never, never>;
type ColumnName = { [K in keyof Rows]: keyof ColumnsOf<Rows[K]> }[keyof Rows];
type ColumnValue<C> = {
  [K in keyof Rows]: ColumnsOf<Rows[K]> extends Record<C & PropertyKey, { of(...args: never[]): infer V }> ? V : never;
}[keyof Rows];
/** A field whose value may be undefined is one a record may leave out. */
type Shape<O> = { [K in keyof O as undefined extends O[K] ? never : K]: O[K] } & {
  [K in keyof O as undefined extends O[K] ? K : never]?: Exclude<O[K], undefined>;
};
type Flat<O> = { [K in keyof O]: O[K] };

/** A saved game as stored. */
export type StoredSession = Flat<Shape<{ [K in keyof Rows]: Value<Rows[K]> }>>;
/** Enough to list a game without loading its log: what the index keeps. */
export type SessionSummary = Flat<Shape<{ [C in ColumnName]: ColumnValue<C> }>>;

export type FieldName = keyof Rows;
/** The rows in their stored order, for what is derived from them (and the tests that hold them to the migrations). */
export const FIELDS = Object.entries(RECORD) as Array<[FieldName, Field<unknown>]>;
const COLUMNS = FIELDS.flatMap(([name, row]) =>
  Object.entries(row.summary ?? {}).map(([column, c]) => ({ name, column, ...c })),
);

/** The record read field by field from a current-schema record, or why it cannot be kept. */
export function readRecord(rec: Json): StoredSession | Refused {
  const session: Json = {};
  let refused: Refused | undefined;
  for (const [name, row] of FIELDS) {
    const stored = rec[name];
    const value = stored == null && 'absent' in row ? row.absent : row.read(stored, session);
    if (value instanceof Refused) {
      refused = refused === WRONG ? WRONG : value;
      continue;
    }
    // Stryker disable next-line ConditionalExpression: no row reads a value as undefined yet (each is required or has `absent`)
    if (value !== undefined) session[name] = value;
  }
  return refused ?? (session as StoredSession);
}

/** What the summary index keeps of a game (`state`: its replayed log). */
export function summarize(session: StoredSession, state: GameState): SessionSummary {
  const entry: Json = {};
  for (const { name, column, of } of COLUMNS) {
    const value = of(session[name], state);
    // Stryker disable next-line ConditionalExpression: no column is undefined yet, as no field a column reads may be missing
    if (value !== undefined) entry[column] = value;
  }
  return entry as SessionSummary;
}

/** Whether a stored index entry is well-formed. */
export function isSummary(x: unknown): x is SessionSummary {
  return isRecord(x) && COLUMNS.every(({ column, check }) => check(x[column], x));
}

/** Whether two index entries hold the same values, whatever order their columns were written in. */
export function sameSummary(a: Json, b: Json): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((k) => k in b && JSON.stringify(a[k]) === JSON.stringify(b[k]))
  );
}

/** A game as an export file carries it: the fields the file carries, in their stored order. */
export function fileRecord(session: StoredSession): Json {
  const out: Json = {};
  // Stryker disable next-line ConditionalExpression: a file field is never missing from a read record yet (none may be)
  for (const [name, row] of FIELDS) if (row.file && session[name] !== undefined) out[name] = session[name];
  return out;
}

/** A game read from a file: a field the file does not carry holds what a record without it holds. */
export function fromFile(session: StoredSession): StoredSession {
  const out: Json = { ...session };
  for (const [name, row] of FIELDS) if (!row.file) out[name] = row.absent;
  return out as StoredSession;
}
