// The schema's rows are the one description of a stored game: these tests hold the migrations, the record check, the
// summary index and the export file to them, so a new row cannot be left out by any of them.
import { describe, expect, it } from 'vitest';
import {
  FIELDS,
  fileRecord,
  fromFile,
  isSummary,
  readRecord,
  Refused,
  SCHEMA_VERSION,
  sameSummary,
  summarize,
  type Json,
  type StoredSession,
} from '../../../../src/session/storage/schema';
import { migrations } from '../../../../src/session/storage/migrations';
import { checkSession } from '../../../../src/session/storage/checkRecord';
import { fixtures } from '../helpers';
import schema2 from '../fixtures/schema-2.json';

/** A record a row may leave out: it has a value for a missing one, or reads a missing one as missing. */
const mayBeMissing = (row: (typeof FIELDS)[number][1]) =>
  'absent' in row || !(row.read(undefined, {}) instanceof Refused);

function checked(raw: unknown) {
  const result = checkSession(raw);
  if (!result.ok) throw new Error(`the record should load: ${result.reason}`);
  return result;
}

describe('the migrations make what the rows describe', () => {
  it.each(Object.entries(fixtures))('a schema-%s record, lifted one step at a time, is read by every row', (v, raw) => {
    let rec = raw as Json;
    for (let n = Number(v); n < SCHEMA_VERSION; n++) {
      rec = migrations[n]!(rec);
      expect(rec.schema, `migrations[${n}]`).toBe(n + 1);
    }
    const session = readRecord(rec);
    expect(session).not.toBeInstanceOf(Refused);
    for (const [name, row] of FIELDS) if (!mayBeMissing(row)) expect(session, name).toHaveProperty(name);
  });

  it('a field a record must have, added at schema n, is given to older records by migrations[n - 1]', () => {
    expect(migrations).toHaveLength(SCHEMA_VERSION);
    for (const [name, row] of FIELDS) {
      expect(row.since, name).toBeLessThanOrEqual(SCHEMA_VERSION);
      if (row.since === 0 || mayBeMissing(row)) continue;
      const older = fixtures[row.since - 1] as Json;
      expect(older, `a schema-${row.since - 1} record`).not.toHaveProperty(name);
      expect(migrations[row.since - 1]!(older), `migrations[${row.since - 1}]`).toHaveProperty(name);
    }
  });
});

describe('the record check reads the rows', () => {
  it('keeps only the fields the rows describe, in their order', () => {
    const { session } = checked({ ...schema2, note: 'not a field', display: { mats: [0, 1, 2] } });
    expect(Object.keys(session)).toEqual(FIELDS.map(([name]) => name).filter((name) => name in session));
  });

  it('a wrong shape outranks moves the rules refuse, whichever field comes first', () => {
    const illegal = [{ type: 'bid', player: 0, amount: 99 }];
    expect(checkSession({ ...schema2, actions: [{ type: 'fly' }] })).toEqual({ ok: false, reason: 'illegal-log' });
    expect(checkSession({ ...schema2, actions: [{ type: 'fly' }], seats: [] })).toEqual({
      ok: false,
      reason: 'wrong-types',
    });
    expect(checkSession({ ...schema2, actions: illegal, redo: 'none' })).toEqual({ ok: false, reason: 'wrong-types' });
  });

  it('a field a record may lack reads as its value for a missing one, when it is left out or null', () => {
    for (const [name, row] of FIELDS) {
      if (!('absent' in row)) continue;
      const { [name]: _, ...without } = schema2 as Json;
      expect(checked(without).session[name], name).toEqual(row.absent);
      expect(checked({ ...schema2, [name]: null }).session[name], name).toEqual(row.absent);
    }
  });
});

describe('the summary index keeps what the rows say', () => {
  // Made in each test, not as the file loads: a mutant the summaries meet is then run with only the tests that meet it.
  const summaries = () =>
    Object.values(fixtures).map((raw) => {
      const { session, state } = checked(raw);
      return summarize(session, state);
    });

  it('every game’s summary is a well-formed index entry, and one with any column of the wrong type is not', () => {
    for (const summary of summaries()) {
      expect(isSummary(summary)).toBe(true);
      for (const column of Object.keys(summary)) expect(isSummary({ ...summary, [column]: {} }), column).toBe(false);
    }
  });

  it('two entries are the same whatever order their columns were written in, and differ by any value or column', () => {
    const summary: Json = summaries()[0]!;
    const reversed = Object.fromEntries(Object.entries(summary).reverse());
    expect(sameSummary(summary, reversed)).toBe(true);
    for (const column of Object.keys(summary)) {
      expect(sameSummary(summary, { ...summary, [column]: 'other' }), column).toBe(false);
      const { [column]: _, ...without } = summary;
      expect(sameSummary(summary, without), column).toBe(false);
    }
    expect(sameSummary(summary, { ...summary, extra: 1 })).toBe(false);
  });
});

describe('the export file carries the rows marked for it', () => {
  const session = () => checked({ ...schema2, rev: 5 }).session;

  it('a game in a file holds exactly the fields the rows mark `file`, in their order', () => {
    const carried = FIELDS.filter(([, row]) => row.file).map(([name]) => name);
    const game = session();
    expect(Object.keys(fileRecord(game))).toEqual(carried.filter((name) => name in game));
  });

  it('a field the file leaves out has a value for a missing one, which an imported game gets', () => {
    const imported: StoredSession = fromFile(session());
    for (const [name, row] of FIELDS) {
      if (row.file) continue;
      expect(row, name).toHaveProperty('absent');
      expect(imported[name], name).toEqual(row.absent);
    }
    expect(imported.rev).toBe(0);
  });
});
