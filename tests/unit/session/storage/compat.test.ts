// What earlier versions of the app stored or wrote reads exactly as it did: export files of versions 1, 2 and 3 and an
// index shard as the summary index wrote it. A file read back is written again byte for byte.
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeExport, encodeExport, type ImportEntry } from '../../../../src/session/storage/exchange';
import { checkSession } from '../../../../src/session/storage/checkRecord';
import { summarize } from '../../../../src/session/storage/record';
import { shardKey, shardOf } from '../../../../src/session/storage/idbIndex';
import { emptyRoster } from '../../../../src/session/players/roster';
import { legacySeats } from '../../../../src/session/players/playerIds';
import { freshDb, getRaw, idbStore, putRaw } from '../helpers';
import v1 from '../fixtures/export-v1.json';
import v2 from '../fixtures/export-v2.json';
import v3 from '../fixtures/export-v3.json';
import schema2 from '../fixtures/schema-2.json';
import shard from '../fixtures/index-shard-1.json';

beforeEach(freshDb);

function decoded(file: unknown) {
  const result = decodeExport(JSON.stringify(file));
  if (!result.ok) throw new Error(`the file should import: ${result.problem}`);
  return result;
}

const withoutDisplay = ({ display: _, ...session }: { display?: unknown }) => session;
const displays = (entries: ImportEntry[]) =>
  new Map(entries.flatMap((e) => (e.display ? [[e.session.id, e.display] as const] : [])));

describe('export files', () => {
  it.each([
    ['2', v2],
    ['3', v3],
  ])('a version-%s file reads as written and is written again byte for byte', (_version, file) => {
    const { entries, roster } = decoded(file);
    expect(entries.map((e) => e.session)).toEqual(file.sessions.map((s) => ({ ...withoutDisplay(s), rev: 0 })));
    expect(entries.map((e) => e.display)).toEqual(file.sessions.map((s) => ('display' in s ? s.display : undefined)));
    expect([...roster.entries.values()]).toEqual(file.players);
    const again = encodeExport(
      entries.map((e) => e.session),
      Date.parse(file.exported),
      roster,
      displays(entries),
    );
    expect(again).toBe(JSON.stringify(file));
  });

  it('a version-1 file (schema 0 and 1 games, no players) reads as it always did', () => {
    const { entries, roster } = decoded(v1);
    expect(roster).toEqual(emptyRoster());
    expect(entries.map((e) => e.display)).toEqual([undefined, undefined]);
    const [old] = v1.sessions;
    expect(entries.map((e) => e.session)).toEqual([
      {
        id: 'export-one',
        schema: 2,
        rev: 0,
        created: Date.parse(old!.createdAt!),
        updated: Date.parse(old!.savedAt!),
        config: { players: ['Ann', 'Bob', 'Cat'], starter: 0, lastChance: true },
        actions: old!.log,
        redo: old!.undone,
        seats: legacySeats(['Ann', 'Bob', 'Cat']),
      },
      {
        id: 'export-one-b',
        schema: 2,
        rev: 0,
        created: 1790000000000,
        updated: 1790000300000,
        config: { players: ['Dan', 'Ann', 'Eve'], starter: 2 },
        actions: [{ type: 'placeFirst' }],
        redo: [],
        seats: legacySeats(['Dan', 'Ann', 'Eve']),
      },
    ]);
    expect(entries.map((e) => summarize(e.session, e.state).actions)).toEqual([3, 1]);
  });
});

describe('the summary index', () => {
  it('a stored shard lists as written and is not written again when its game opens', async () => {
    expect(shardOf(schema2.id)).toBe(shard.shard);
    await putRaw(`session:${schema2.id}`, schema2);
    await putRaw(shardKey(shard.shard), shard);
    const store = idbStore();
    expect((await store.list()).summaries).toEqual(shard.summaries);
    expect(await store.load(schema2.id)).toEqual(schema2);
    expect(JSON.stringify(await getRaw(shardKey(shard.shard)))).toBe(JSON.stringify(shard));
  });

  it('a game is summed up as the index has always stored it', () => {
    const checked = checkSession(schema2);
    if (!checked.ok) throw new Error('the fixture should load');
    expect(summarize(checked.session, checked.state)).toEqual(shard.summaries[0]);
  });
});
