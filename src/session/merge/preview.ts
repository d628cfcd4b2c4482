// Opening a file: it is read and checked whole (exchange.ts), then compared with what is here (plan.ts). Nothing is
// written: the screen shows the plan, and the person decides.
import { decodeExport, type ImportProblem } from '../storage/exchange';
import { MAX_IMPORT_BYTES } from '../storage/limits';
import { allSummaries, latestSession } from '../games';
import { loadRoster } from '../players/rosterStore';
import { sessionStore } from '../storage/sessionStore';
import type { StoredSession } from '../storage/record';
import { planImport, type ImportPlan } from './plan';

/** Why a file cannot be imported: its own fault (with the game or player at fault), or the device's. */
export interface ImportRefusal {
  ok: false;
  problem: ImportProblem | 'storage';
  /** The game (or player) at fault, 0-based; `first`: the earlier game sharing its id. */
  index?: number;
  first?: number;
}

export type Preview = { ok: true; plan: ImportPlan } | ImportRefusal;

export async function previewImport(file: Blob): Promise<Preview> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, problem: 'too-big' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: 'not-json' }; // a file the system no longer lets us read
  }
  const decoded = decodeExport(text);
  if (!decoded.ok) return decoded;
  const store = await sessionStore();
  const summaries = await allSummaries();
  const taken = new Set(summaries.map((s) => s.id));
  try {
    for (const q of (await store.list()).setAside) taken.add(q.id);
  } catch {
    return { ok: false, problem: 'storage' };
  }
  const sessions = new Map<string, StoredSession>();
  for (const { session } of decoded.entries) {
    const mine = taken.has(session.id) ? await latestSession(session.id) : null;
    if (mine) sessions.set(mine.id, mine);
  }
  return { ok: true, plan: planImport(decoded, { summaries, roster: await loadRoster(), sessions, taken }) };
}
