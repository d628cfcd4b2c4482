// Each migration step lifts a record of its schema one version, and refuses (MigrationError) one that is not the shape
// its schema promised; the record check then sets it aside as wrong-types rather than reading half a record.
import { describe, expect, it } from 'vitest';
import { checkSession } from '../../../../src/session/storage/checkRecord';
import { MigrationError, migrations, schemaOf } from '../../../../src/session/storage/migrations';
import type { Json } from '../../../../src/session/storage/schema';
import schema0 from '../fixtures/schema-0.json';
import schema1 from '../fixtures/schema-1.json';

describe('the schema a record claims', () => {
  it('is 0 without a schema field, its number when it is a whole number from 0, and unknown otherwise', () => {
    expect(schemaOf(schema0)).toBe(0);
    for (const schema of [0, 1, 2, 7]) expect(schemaOf({ ...schema1, schema }), String(schema)).toBe(schema);
    for (const schema of [-1, 1.5, '1', null, undefined])
      expect(schemaOf({ ...schema1, schema }), String(schema)).toBeNull();
  });

  it('a record claiming no schema it could hold is set aside as the wrong shape', () => {
    for (const schema of [-1, 1.5, '2', null])
      expect(checkSession({ ...schema1, schema }), String(schema)).toEqual({ ok: false, reason: 'wrong-types' });
  });

  it('a schema-0 record that says so is read as one', () => {
    expect(checkSession({ ...schema0, schema: 0 })).toMatchObject({ ok: true, migrated: true });
  });
});

describe('schema 0 → 1', () => {
  const lift = (change: Json) => migrations[0]!({ ...schema0, ...change });

  it('reads its times as ISO strings only', () => {
    expect(lift({})).toMatchObject({ created: Date.parse(schema0.createdAt), updated: Date.parse(schema0.savedAt) });
    for (const bad of [123, 'yesterday', '', null, undefined]) {
      expect(() => lift({ createdAt: bad }), `createdAt ${bad}`).toThrow(new MigrationError('bad time'));
      expect(() => lift({ savedAt: bad }), `savedAt ${bad}`).toThrow(new MigrationError('bad time'));
    }
    expect(checkSession({ ...schema0, createdAt: 123 })).toEqual({ ok: false, reason: 'wrong-types' });
  });

  it('keeps Last Chance only where the old table named it', () => {
    expect(lift({}).config).toStrictEqual({ players: schema0.players, starter: 0, lastChance: true });
    const { lastChance: _, ...without } = schema0;
    expect(migrations[0]!(without).config).toStrictEqual({ players: schema0.players, starter: 0 });
  });
});

describe('schema 1 → 2', () => {
  it('refuses a table that is not a list of names', () => {
    for (const players of [['Ann', 3, 'Cat'], 'Ann, Bob, Cat', undefined]) {
      const old = { ...schema1, config: { players, starter: 0 } };
      expect(() => migrations[1]!(old), JSON.stringify(players)).toThrow(new MigrationError('no players'));
    }
    expect(() => migrations[1]!({ ...schema1, config: null })).toThrow(new MigrationError('no players'));
  });

  it('keeps every other field and says schema 2', () => {
    const lifted = migrations[1]!(schema1);
    expect(lifted).toMatchObject({ ...schema1, schema: 2 });
    expect(lifted.seats).toHaveLength(schema1.config.players.length);
  });
});

describe('the record check', () => {
  it('says whether it had to lift the record', () => {
    expect(checkSession(schema1)).toMatchObject({ ok: true, migrated: true });
    const current = checkSession(migrations[1]!(schema1));
    expect(current).toMatchObject({ ok: true, migrated: false });
  });

  it('refuses a record stored under another id than its own', () => {
    expect(checkSession(schema1, schema1.id)).toMatchObject({ ok: true });
    expect(checkSession(schema1, 'another')).toEqual({ ok: false, reason: 'wrong-types' });
  });
});
