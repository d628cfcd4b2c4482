import { expect, it } from 'vitest';
import fc from 'fast-check';
import { replay } from '../../../src/rules';
import type { StoredSession } from '../../../src/session/record';
import { checkSession } from '../../../src/session/validate';
import { freshDb, getRaw, idbStore, legalLog, putRaw, table } from './helpers';
import schema0 from './fixtures/schema-0.json';

const FIELDS = ['id', 'schema', 'rev', 'created', 'updated', 'config', 'actions', 'redo'] as const;

const goodRecord = (i: number) =>
  fc.record({ n: fc.nat(40), pick: fc.nat(5), rev: fc.nat(50), updated: fc.nat(1e12) }).map(({ n, pick, rev, updated }): StoredSession => ({
    id: `good-${i}`, schema: 1, rev, created: 0, updated, config: table, actions: legalLog(table, n, pick), redo: [],
  }));

const junk = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  // a good record with one field broken
  fc.tuple(goodRecord(0), fc.constantFrom(...FIELDS.filter((f) => f !== 'id')), fc.anything()).map(([r, f, v]) => ({ ...r, [f]: v })),
  // an old-schema record with one field broken
  fc.tuple(fc.constantFrom('players', 'firstStarter', 'log', 'undone', 'createdAt'), fc.anything()).map(([f, v]) => ({ ...schema0, [f]: v })),
);

it('stored-record fuzz: nothing crashes, every good record lists and loads, bad ones stay untouched', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.tuple(goodRecord(0), goodRecord(1), goodRecord(2)),
      fc.array(junk, { maxLength: 4 }),
      fc.array(fc.anything(), { maxLength: 2 }),
      async (goods, junks, junkSummaries) => {
        freshDb();
        for (const g of goods) await putRaw(`session:${g.id}`, g);
        const bad: Array<[string, unknown]> = junks.map((j, i) => [`junk-${i}`, j]);
        for (const [id, v] of bad) await putRaw(`session:${id}`, { ...(typeof v === 'object' && v !== null ? v : { v }), id });
        for (const [i, s] of junkSummaries.entries()) await putRaw(`summary:good-${i}`, s);
        const store = idbStore();
        const { summaries } = await store.list();
        const listed = new Map(summaries.map((s) => [s.id, s]));
        for (const g of goods) {
          expect(listed.has(g.id)).toBe(true);
          expect(await store.load(g.id)).toEqual(g);
          expect(listed.get(g.id)?.round).toBe(replay(g.config, g.actions).round);
        }
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
}, 120_000);
