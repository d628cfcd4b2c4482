import { beforeEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../../../src/session/session';
import { migrations } from '../../../../src/session/storage/migrations';
import { checkSession } from '../../../../src/session/storage/checkRecord';
import { fixtures, freshDb, getRaw, idbStore, putRaw } from '../helpers';
import schema0 from '../fixtures/schema-0.json';
import schema1 from '../fixtures/schema-1.json';
import schema2 from '../fixtures/schema-2.json';
import { legacySeats } from '../../../../src/session/players/playerIds';
import { shardKey, shardOf } from '../../../../src/session/storage/idbIndex';

beforeEach(freshDb);

describe('schema migration', () => {
  it('has one fixture for every schema version up to the current one', () => {
    expect(migrations).toHaveLength(SCHEMA_VERSION);
    for (let v = 0; v <= SCHEMA_VERSION; v++) expect(fixtures[v], `fixture for schema ${v}`).toBeDefined();
  });

  it.each(Object.entries(fixtures))(
    'a schema-%s record loads, lists and is stored back at the current schema',
    async (_v, fixture) => {
      await putRaw(`session:${fixture.id}`, fixture);
      const store = idbStore();
      const { summaries, setAside } = await store.list();
      expect(setAside).toEqual([]);
      expect(summaries.map((s) => s.id)).toEqual([fixture.id]);
      const session = await store.load(fixture.id);
      expect(session?.schema).toBe(SCHEMA_VERSION);
      expect(await getRaw(`session:${fixture.id}`)).toEqual(session);
    },
  );

  it('schema 0 keeps its table, log, undone moves and times', () => {
    const checked = checkSession(schema0);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.migrated).toBe(true);
    expect(checked.session).toEqual({
      id: 'fixture-schema-0',
      schema: 2,
      rev: 0,
      created: Date.parse('2026-10-01T18:00:00.000Z'),
      updated: Date.parse('2026-10-01T18:05:00.000Z'),
      config: { players: ['Ann', 'Bob', 'Cat'], starter: 0, lastChance: true },
      actions: schema0.log,
      redo: schema0.undone,
      seats: legacySeats(['Ann', 'Bob', 'Cat']),
    });
    expect(checked.state.phase).toBe('bidding');
  });

  it('schema 1 → 2: each seat gets the player of its spelling, the same in every old game', () => {
    const one = checkSession(schema1);
    const other = checkSession({
      ...schema1,
      id: 'other',
      config: { players: ['dan', ' ann ', 'Eve'], starter: 0 },
      actions: [],
    });
    if (!one.ok || !other.ok) throw new Error('both fixtures should load');
    expect(one.migrated).toBe(true);
    expect(one.session).toEqual({ ...schema1, schema: 2, seats: legacySeats(schema1.config.players) });
    expect(new Set(one.session.seats).size).toBe(4);
    // "Dan" and "dan", "Ann" and " ann " are one remembered player each
    expect(other.session.seats[0]).toBe(one.session.seats[3]);
    expect(other.session.seats[1]).toBe(one.session.seats[0]);
    expect(other.session.seats[2]).not.toBe(one.session.seats[2]);
  });

  it('schema 1 → 2: a record whose table is not a list of names is set aside as before', async () => {
    const broken = { ...schema1, id: 'no-table', config: { players: 'Ann, Bob', starter: 0 } };
    expect(checkSession(broken)).toEqual({ ok: false, reason: 'wrong-types' });
    await putRaw('session:no-table', broken);
    const { setAside } = await idbStore().list();
    expect(setAside.map((q) => [q.id, q.reason])).toEqual([['no-table', 'wrong-types']]);
    expect(await getRaw('session:no-table')).toEqual(broken);
  });

  it('schema 2: seats must name one distinct, well-formed player per seat', () => {
    const two = (seats: unknown) => checkSession({ ...schema2, seats });
    expect(two(schema2.seats).ok).toBe(true);
    expect(two(['p-ann', 'p-ann', 'n-cat'])).toEqual({ ok: false, reason: 'wrong-types' });
    expect(two(['p-ann', 'p-bob'])).toEqual({ ok: false, reason: 'wrong-types' });
    expect(two(['p-ann', 'p bob', 'n-cat'])).toEqual({ ok: false, reason: 'wrong-types' });
  });
});

describe('bad stored records are set aside, reported, and never overwritten', () => {
  const bad: Array<[string, unknown, string]> = [
    ['corrupt', 'not a record at all', 'corrupt'],
    ['types', { ...fixtures[1], id: 'types', created: 'yesterday' }, 'wrong-types'],
    ['newer', { ...fixtures[1], id: 'newer', schema: SCHEMA_VERSION + 1 }, 'newer-schema'],
    ['illegal', { ...fixtures[1], id: 'illegal', actions: [{ type: 'bid', player: 0, amount: 99 }] }, 'illegal-log'],
    [
      'bad-redo',
      { ...fixtures[1], id: 'bad-redo', redo: [{ type: 'abandonRound' }, { type: 'abandonRound' }] },
      'illegal-log',
    ],
  ];

  it('every good record still loads and every bad one is reported with its reason', async () => {
    for (const [id, value] of bad) await putRaw(`session:${id}`, value);
    await putRaw(`session:${fixtures[1]!.id}`, fixtures[1]);
    const store = idbStore();
    const { summaries, setAside } = await store.list();
    expect(summaries.map((s) => s.id)).toEqual([fixtures[1]!.id]);
    expect(Object.fromEntries(setAside.map((q) => [q.id, q.reason]))).toEqual(
      Object.fromEntries(bad.map(([id, , reason]) => [id, reason])),
    );
    for (const [id, value] of bad) {
      expect(await store.load(id)).toBeNull();
      expect(await getRaw(`session:${id}`)).toEqual(value);
    }
  });

  it('a set-aside record cannot be overwritten by a save', async () => {
    const value = { ...fixtures[1], id: 'newer', schema: 99 };
    await putRaw('session:newer', value);
    const store = idbStore();
    await store.list();
    const checked = checkSession(fixtures[1]);
    if (!checked.ok) throw new Error('fixture should be valid');
    await expect(store.save({ ...checked.session, id: 'newer' }, 99, checked.state)).rejects.toThrow();
    expect(await getRaw('session:newer')).toEqual(value);
  });

  it('a record whose summary looks fine but whose log is broken is set aside when opened', async () => {
    const store = idbStore();
    await putRaw(`session:${fixtures[1]!.id}`, fixtures[1]);
    await store.list();
    const broken = { ...fixtures[1], actions: 'oops' };
    await putRaw(`session:${fixtures[1]!.id}`, broken);
    expect(await store.load(fixtures[1]!.id)).toBeNull();
    const { summaries, setAside } = await store.list();
    expect(summaries).toEqual([]);
    expect(setAside.map((q) => q.reason)).toEqual(['wrong-types']);
    expect(await getRaw(`session:${fixtures[1]!.id}`)).toEqual(broken);
  });
});

describe('upgrading a device from schema 1', () => {
  it('an index written before player ids is rebuilt: every old game lists, with its seats, at schema 2', async () => {
    const one = { ...fixtures[1]! };
    const old = {
      id: one.id,
      rev: 7,
      created: 1790000000000,
      updated: 1790000300000,
      players: ['Ann', 'Bob', 'Cat', 'Dan'],
      round: 1,
      successes: [0, 0, 0, 0],
      winner: null,
      over: false,
      actions: 2,
    };
    await putRaw(`session:${one.id}`, one);
    await putRaw(shardKey(shardOf(one.id)), { shard: shardOf(one.id), summaries: [old], quarantined: [] });
    const { summaries, setAside } = await idbStore().list();
    expect(setAside).toEqual([]);
    expect(summaries).toEqual([{ ...old, seats: legacySeats(old.players) }]);
    expect(await getRaw(`session:${one.id}`)).toMatchObject({ schema: 2, seats: legacySeats(old.players) });
  });
});
