// The index lists every stored session (its summary) and every set-aside record, so listing reads
// a few values instead of one per game. It is split in SHARDS records by id, so a save rewrites
// only one small shard, in the same transaction as the session it describes.
import { isRecord } from '../../rules';
import { fnv1a } from './ids';
import type { SetAsideEntry, SessionSummary } from './record';
import { isSummary } from './schema';

const SHARDS = 16;
export const INDEX_PREFIX = 'index:';
export const shardKey = (shard: number) => `${INDEX_PREFIX}${shard}`;

/** A hash of the id, so ids spread evenly over the shards. */
export function shardOf(id: string): number {
  return fnv1a(id) % SHARDS;
}

export interface SessionIndex {
  summaries: Map<string, SessionSummary>;
  setAside: Map<string, SetAsideEntry>;
}

function isSetAside(x: unknown): x is SetAsideEntry {
  return (
    isRecord(x) &&
    typeof x.id === 'string' &&
    typeof x.reason === 'string' &&
    typeof x.at === 'number' &&
    (x.checkedBy === undefined || typeof x.checkedBy === 'number')
  );
}

/** Merges stored shards; anything malformed or in the wrong shard is dropped (and rebuilt from the records). */
export function parseIndex(shards: readonly unknown[]): SessionIndex {
  const index: SessionIndex = { summaries: new Map(), setAside: new Map() };
  for (const raw of shards) {
    if (!isRecord(raw)) continue;
    const mine = (id: string) => shardOf(id) === raw.shard;
    if (Array.isArray(raw.summaries))
      for (const s of raw.summaries) if (isSummary(s) && mine(s.id)) index.summaries.set(s.id, s);
    // Stored as `quarantined` (the index's first word for set-aside): kept so every stored index still reads.
    if (Array.isArray(raw.quarantined))
      for (const q of raw.quarantined) if (isSetAside(q) && mine(q.id)) index.setAside.set(q.id, q);
  }
  return index;
}

/** One shard as stored. Arrays, not objects keyed by id: an id such as "__proto__" must stay plain data. */
export function storedShard(
  index: SessionIndex,
  shard: number,
): { shard: number; summaries: SessionSummary[]; quarantined: SetAsideEntry[] } {
  return {
    shard,
    summaries: [...index.summaries.values()].filter((s) => shardOf(s.id) === shard),
    quarantined: [...index.setAside.values()].filter((q) => shardOf(q.id) === shard), // the stored name, as parseIndex reads it
  };
}
