// The summary index is split in shards by a hash of the id: a shard keeps only well-formed entries of its own ids, so a
// damaged or misplaced entry is dropped (and rebuilt from the records) rather than listed.
import { describe, expect, it } from 'vitest';
import { checkSession } from '../../../../src/session/storage/checkRecord';
import {
  parseIndex,
  shardKey,
  shardOf,
  storedShard,
  type SessionIndex,
} from '../../../../src/session/storage/idbIndex';
import { summarize, type SessionSummary, type SetAsideEntry } from '../../../../src/session/storage/record';
import schema2 from '../fixtures/schema-2.json';

const summaryOf = (id: string): SessionSummary => {
  const checked = checkSession({ ...schema2, id });
  if (!checked.ok) throw new Error(checked.reason);
  return summarize(checked.session, checked.state);
};
const ids = Array.from({ length: 200 }, (_, i) => `game-${i}`);
/** Two ids of one shard and one of another. */
const [a, b] = ids.filter((id) => shardOf(id) === shardOf(ids[0]!));
const other = ids.find((id) => shardOf(id) !== shardOf(a!))!;
const setAside = (id: string, more: Partial<SetAsideEntry> = {}): SetAsideEntry => ({
  id,
  reason: 'corrupt',
  at: 5,
  ...more,
});

describe('the index shards', () => {
  it('sixteen shards, keyed by number, and ids spread over all of them', () => {
    expect(new Set(ids.map(shardOf))).toEqual(new Set(Array.from({ length: 16 }, (_, i) => i)));
    expect(shardKey(3)).toBe('index:3');
  });

  it('a stored shard holds the summaries and set-aside records of its own ids, under the names it is read by', () => {
    const index: SessionIndex = {
      summaries: new Map([a!, other].map((id) => [id, summaryOf(id)])),
      setAside: new Map([b!, other].map((id) => [id, setAside(id)] as const)),
    };
    const shard = storedShard(index, shardOf(a!));
    expect(shard).toEqual({ shard: shardOf(a!), summaries: [summaryOf(a!)], quarantined: [setAside(b!)] });
    expect(parseIndex([shard, storedShard(index, shardOf(other))])).toEqual(index);
  });
});

describe('reading stored shards', () => {
  const read = (raw: Record<string, unknown>) => parseIndex([{ shard: shardOf(a!), ...raw }]);

  it('keeps a well-formed entry of the shard’s own id', () => {
    const index = read({ summaries: [summaryOf(a!)], quarantined: [setAside(b!), setAside(a!, { checkedBy: 2 })] });
    expect([...index.summaries.keys()]).toEqual([a]);
    expect([...index.setAside.values()]).toEqual([setAside(b!), setAside(a!, { checkedBy: 2 })]);
  });

  it('drops an entry of another shard’s id, or one that is malformed', () => {
    expect(read({ summaries: [summaryOf(other), { ...summaryOf(a!), round: 0 }] }).summaries.size).toBe(0);
    for (const bad of [
      setAside(other),
      { ...setAside(a!), id: 7 },
      { ...setAside(a!), reason: null },
      { ...setAside(a!), at: '5' },
      { ...setAside(a!), checkedBy: '2' },
      null,
    ])
      expect(read({ quarantined: [bad] }).setAside.size, JSON.stringify(bad)).toBe(0);
    // An id that is not a string is dropped even in the shard its hash would name.
    const numeric = { ...setAside(a!), id: 7 };
    expect(parseIndex([{ shard: shardOf(7 as unknown as string), quarantined: [numeric] }]).setAside.size).toBe(0);
  });

  it('skips a shard that is not a record, and lists that are not lists', () => {
    const index = parseIndex([null, 'index', [summaryOf(a!)], { shard: shardOf(a!), summaries: {}, quarantined: 'x' }]);
    expect(index).toEqual({ summaries: new Map(), setAside: new Map() });
  });
});
