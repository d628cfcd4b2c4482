// The one record that lists every stored session (its summary) and every set-aside record, so
// listing reads one value instead of one per game. It is rewritten in the same transaction as the
// records it describes, so it never disagrees with them for long.
import { isRecord } from './migrations';
import type { QuarantineEntry, SessionSummary } from './record';

export const INDEX_KEY = 'index';

export interface SessionIndex {
  summaries: Map<string, SessionSummary>;
  quarantined: Map<string, QuarantineEntry>;
}

export function isSummary(x: unknown): x is SessionSummary {
  return (
    isRecord(x) && typeof x.id === 'string' && typeof x.updated === 'number' && typeof x.created === 'number' &&
    typeof x.rev === 'number' && typeof x.actions === 'number' && typeof x.round === 'number' && x.round >= 1 &&
    Array.isArray(x.players) && x.players.length >= 3 && x.players.every((p) => typeof p === 'string') &&
    Array.isArray(x.successes) && x.successes.length === x.players.length && x.successes.every((n) => typeof n === 'number') &&
    typeof x.over === 'boolean' && (x.winner === null || typeof x.winner === 'number')
  );
}

function isQuarantine(x: unknown): x is QuarantineEntry {
  return isRecord(x) && typeof x.id === 'string' && typeof x.reason === 'string' && typeof x.at === 'number';
}

/** Reads a stored index; anything malformed in it is dropped (and rebuilt from the records later). */
export function parseIndex(raw: unknown): SessionIndex {
  const index: SessionIndex = { summaries: new Map(), quarantined: new Map() };
  if (!isRecord(raw)) return index;
  if (Array.isArray(raw.summaries)) for (const s of raw.summaries) if (isSummary(s)) index.summaries.set(s.id, s);
  if (Array.isArray(raw.quarantined)) for (const q of raw.quarantined) if (isQuarantine(q)) index.quarantined.set(q.id, q);
  return index;
}

/** Arrays, not objects keyed by id: an id such as "__proto__" must stay plain data. */
export function storedIndex(index: SessionIndex): { summaries: SessionSummary[]; quarantined: QuarantineEntry[] } {
  return { summaries: [...index.summaries.values()], quarantined: [...index.quarantined.values()] };
}
