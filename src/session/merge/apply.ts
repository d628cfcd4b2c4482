// Importing what a plan found, as one step that happens whole or not at all (one transaction: the games and the
// roster), and its undo, which removes exactly what the import added and gives back what it dropped.
import { ConflictError } from '../storage/store';
import { sessionStore } from '../storage/sessionStore';
import { storedRoster } from '../players/roster';
import { loadRoster } from '../players/rosterStore';
import { newId } from '../games';
import { removeDisplay, writeDisplay } from '../storage/display';
import { recordError } from '../../diagnostics/caughtErrors';
import type { ImportPlan } from './plan';
import {
  isEmptyChange,
  mergeIntoRoster,
  noRosterChange,
  readableRoster,
  revertRoster,
  type RosterChange,
} from './rosterChange';

/** What an import added and changed, for its undo. */
export interface ImportUndo {
  games: string[];
  roster: RosterChange;
  /** No roster was stored before: an undo that leaves it empty removes it. */
  rosterWasNew: boolean;
}

export type ImportResult =
  | { ok: true; added: number; copies: number; skipped: number; matched: number }
  /** `changed`: what is here changed since the file was opened (another tab): open it again. */
  | { ok: false; problem: 'storage' | 'changed' };

/** The last import of this page, while it can be undone (as a deleted game's undo lives in the page). */
let latest: ImportUndo | null = null;

export function lastImport(): ImportUndo | null {
  return latest;
}

/** The person kept the import (or left the screen that offered its undo): it can no longer be undone. */
export function forgetImport(): void {
  latest = null;
}

/** Imports the plan's new games and copies, its players (`keepApart`: newcomers the person said are not the player
 *  here of the same name) and its nights. Nothing new: nothing is written. */
export async function applyImport(plan: ImportPlan, keepApart: ReadonlySet<string> = new Set()): Promise<ImportResult> {
  const links = new Map(
    plan.players.matches.filter((m) => !keepApart.has(m.incoming)).map((m) => [m.incoming, m.here]),
  );
  const fresh = plan.games
    .filter((g) => g.fate !== 'same')
    .map((g) => ({ ...g.entry, session: g.fate === 'copy' ? { ...g.entry.session, id: newId() } : g.entry.session }));
  const copies = plan.games.filter((g) => g.fate === 'copy').length;
  const result = { ok: true as const, added: fresh.length - copies, copies, skipped: plan.games.length - fresh.length };
  const merge = (stored: unknown) => mergeIntoRoster(readableRoster(stored), plan.roster, links, plan.breaks);
  if (fresh.length === 0 && isEmptyChange(merge(storedRoster(await loadRoster())).change))
    return { ...result, matched: 0 };
  let change = noRosterChange();
  let rosterWasNew = false;
  try {
    await (await sessionStore()).commit({
      put: fresh.map(({ session, state }) => ({ session, state, previousRev: null })),
      players: (stored) => {
        rosterWasNew = stored === undefined;
        const merged = merge(stored);
        change = merged.change;
        return storedRoster(merged.roster);
      },
    });
  } catch (error) {
    if (error instanceof ConflictError) return { ok: false, problem: 'changed' };
    recordError('import.write', error);
    return { ok: false, problem: 'storage' };
  }
  // Beside the games, not in their transaction: a layout that fails to land leaves the game with the default one.
  for (const { session, display } of fresh) if (display) writeDisplay(session.id, display);
  latest = { games: fresh.map((e) => e.session.id), roster: change, rosterWasNew };
  return { ...result, matched: change.added.filter((e) => e.into !== undefined && links.has(e.id)).length };
}

/** The roster as it was before the import, as far as the import changed it (none at all when there was none). */
function revertedRoster(stored: unknown, undo: ImportUndo): unknown {
  const roster = revertRoster(readableRoster(stored), undo.roster);
  return undo.rosterWasNew && roster.entries.size === 0 && roster.breaks.length === 0
    ? undefined
    : storedRoster(roster);
}

/** Takes the last import back in one step. 'changed': one of its games was played since (undoing would lose those
 *  moves), and nothing was undone; 'failed': the device refused. */
export async function undoImport(): Promise<'undone' | 'changed' | 'failed' | 'none'> {
  const undo = latest;
  if (!undo) return 'none';
  try {
    await (await sessionStore()).commit({
      remove: undo.games.map((id) => ({ id, rev: 0 })),
      ...(isEmptyChange(undo.roster) ? {} : { players: (stored: unknown) => revertedRoster(stored, undo) }),
    });
  } catch (error) {
    if (error instanceof ConflictError) return 'changed';
    recordError('import.undo', error);
    return 'failed';
  }
  for (const id of undo.games) removeDisplay(id);
  latest = null;
  return 'undone';
}
