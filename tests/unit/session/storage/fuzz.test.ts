import { CPU_BOUND_MS } from '../../patience';
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { replay } from '../../../../src/rules';
import type { StoredSession } from '../../../../src/session/storage/record';
import { checkSession } from '../../../../src/session/storage/checkRecord';
import { shardKey, shardOf } from '../../../../src/session/storage/idbIndex';
import { freshDb, getRaw, idbStore, legalLog, putRaw, table } from '../helpers';
import schema0 from '../fixtures/schema-0.json';

const FIELDS = ['id', 'schema', 'rev', 'created', 'updated', 'config', 'actions', 'redo', 'seats'] as const;

const goodRecord = (i: number) =>
  fc.record({ n: fc.nat(25), pick: fc.nat(5), rev: fc.nat(50), updated: fc.nat(1e12) }).map(
    ({ n, pick, rev, updated }): StoredSession => ({
      id: `good-${i}`,
      schema: 2,
      rev,
      created: 0,
      updated,
      config: table,
      actions: legalLog(table, n, pick),
      redo: [],
      seats: ['a', 'b', 'c'],
    }),
  );

const junk = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  // a good record with one field broken
  fc
    .tuple(goodRecord(0), fc.constantFrom(...FIELDS.filter((f) => f !== 'id')), fc.anything())
    .map(([r, f, v]) => ({ ...r, [f]: v })),
  // an old-schema record with one field broken
  fc
    .tuple(fc.constantFrom('players', 'firstStarter', 'log', 'undone', 'createdAt'), fc.anything())
    .map(([f, v]) => ({ ...schema0, [f]: v })),
);

it(
  'stored-record fuzz: nothing crashes, every good record lists and loads, bad ones stay untouched',
  async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(goodRecord(0), goodRecord(1)),
        fc.array(junk, { maxLength: 3 }),
        fc.oneof(
          fc.anything(),
          // a damaged index that lies: wrong summaries, good records claimed to be set aside
          fc.record({
            summaries: fc.array(
              fc.record({
                id: fc.constantFrom('good-0', 'good-1', 'junk-0'),
                rev: fc.nat(),
                updated: fc.nat(),
                created: fc.nat(),
                actions: fc.nat(),
                round: fc.nat(),
                players: fc.constant([]),
                successes: fc.constant([]),
                over: fc.boolean(),
                winner: fc.constant(null),
              }),
            ),
            quarantined: fc.array(
              fc.record({
                id: fc.constantFrom('good-0', 'good-1', 'junk-1'),
                reason: fc.constantFrom('corrupt', 'illegal-log'),
                at: fc.nat(),
              }),
            ),
          }),
        ),
        async (goods, junks, junkIndex) => {
          freshDb();
          for (const g of goods) await putRaw(`session:${g.id}`, g);
          const bad: Array<[string, unknown]> = junks.map((j, i) => [`junk-${i}`, j]);
          for (const [id, v] of bad)
            await putRaw(`session:${id}`, { ...(typeof v === 'object' && v !== null ? v : { v }), id });
          // The same lie in the shards that list good-0, good-1 and the junk records.
          for (const shard of new Set(['good-0', 'good-1', 'junk-0', 'junk-1'].map(shardOf))) {
            await putRaw(
              shardKey(shard),
              typeof junkIndex === 'object' && junkIndex !== null && !Array.isArray(junkIndex)
                ? { ...junkIndex, shard }
                : junkIndex,
            );
          }
          const store = idbStore();
          // First look: nothing crashes; opening what is listed clears entries a damaged index invented.
          for (const s of (await store.list()).summaries) await store.load(s.id);
          const { summaries } = await store.list();
          const listed = new Map(summaries.map((s) => [s.id, s]));
          for (const g of goods) {
            expect(listed.has(g.id)).toBe(true);
            expect(await store.load(g.id)).toEqual(g);
          }
          // A lying index entry is corrected once its game has been read.
          const relisted = new Map((await store.list()).summaries.map((s) => [s.id, s]));
          for (const g of goods) expect(relisted.get(g.id)?.round).toBe(replay(g.config, g.actions).round);
          for (const [id] of bad) {
            const raw = await getRaw(`session:${id}`);
            const checked = checkSession(raw, id);
            const loaded = await store.load(id);
            if (checked.ok) expect(loaded).toEqual(checked.session);
            else {
              expect(loaded).toBeNull();
              expect(await getRaw(`session:${id}`)).toEqual(raw);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
  },
  CPU_BOUND_MS,
);
