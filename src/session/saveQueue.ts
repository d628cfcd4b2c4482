// Where a game's writes stand, as a small machine: named states, named events, one function from one to the next,
// and one function that says what the table shows. Pure: the controller (controller.ts) runs the writes and
// feeds their outcomes in. docs/controller.md draws it as a table.
import type { FaultKind } from './storage/store';

/**
 * - saved: what the table shows is on the device;
 * - saving: a write slower than SLOW_WRITE_MS is in flight (the table still shows the version before it, saved);
 * - memory: the device refused (`fault`): the game goes on in this page only, and the next write tries again;
 * - read-only: another tab changed this game; this tab writes nothing more. Nothing leaves this state.
 */
export type SaveState =
  | { readonly status: 'saved' }
  | { readonly status: 'saving' }
  | { readonly status: 'memory'; readonly fault: FaultKind }
  | { readonly status: 'read-only' };

export type SaveStatus = SaveState['status'];

export type SaveEvent =
  /** SLOW_WRITE_MS passed and the write is still going. */
  | { readonly type: 'write-slow' }
  /** The store took the write; a store that keeps nothing (`durable` false) still holds the game in memory only. */
  | { readonly type: 'write-done'; readonly durable: boolean }
  /** The store refused the write (full, closed, unavailable…). */
  | { readonly type: 'write-failed'; readonly fault: FaultKind }
  /** The compare-and-swap found a newer revision: another tab wrote first. */
  | { readonly type: 'conflict' }
  /** Another tab announced a newer revision of this game before this tab wrote. */
  | { readonly type: 'other-tab-wrote' }
  /** Another tab deleted (or upgraded) the database: the game is kept in memory and written again. */
  | { readonly type: 'database-lost' };

/** What the player is told about storage, as a code: the table says it in their language (src/ui/table/SaveLine.tsx). */
export type SaveWarning = 'unavailable' | 'quota' | 'closed' | 'read-only';

/** A write still in flight after this long says "Saving…". A quicker one publishes once, when it is done: what the
 *  table shows meanwhile is the version before, which is saved, so "saved" stays true and the table renders once per tap. */
export const SLOW_WRITE_MS = 250;

/** After a lost database, the rewrite is tried again this many times, 1 s, 2 s, 4 s… apart. */
export const MAX_REWRITES = 6;

/** The wait before rewrite number `attempt` (0 first), or null when the rewrites are used up. */
export const rewriteDelay = (attempt: number): number | null => (attempt < MAX_REWRITES ? 1000 * 2 ** attempt : null);

const SAVED: SaveState = { status: 'saved' };
const SAVING: SaveState = { status: 'saving' };
const READ_ONLY: SaveState = { status: 'read-only' };
const memory = (fault: FaultKind): SaveState => ({ status: 'memory', fault });

/** Where a game opens: in memory when the store keeps nothing or storage could not open at all, or when its last
 *  write in this page failed (`unsavedFault`); saved otherwise. */
export function openingState(durable: boolean, storageUnavailable: boolean, unsavedFault: FaultKind | null): SaveState {
  if (!durable || storageUnavailable) return memory('unavailable');
  return unsavedFault ? memory(unsavedFault) : SAVED;
}

/** The one transition function. An event a state does not take returns that same state (`===`). */
export function nextSaveState(state: SaveState, event: SaveEvent): SaveState {
  if (state.status === 'read-only') return state; // another tab owns the game: a reload picks it up
  switch (event.type) {
    case 'write-slow':
      return state.status === 'saved' ? SAVING : state; // "not saved" stays until a write succeeds
    case 'write-done':
      return event.durable ? SAVED : memory('unavailable');
    case 'write-failed':
      return memory(event.fault);
    case 'conflict':
    case 'other-tab-wrote':
      return READ_ONLY;
    case 'database-lost':
      return memory('closed');
  }
}

/** The one place that decides what the table shows about storage: the status and, when it needs the player's
 *  attention, a warning. A fault with no sentence of its own ('unknown') reads as the browser no longer saving. */
export function saveLine(state: SaveState): { save: SaveStatus; warning: SaveWarning | null } {
  switch (state.status) {
    case 'saved':
    case 'saving':
      return { save: state.status, warning: null };
    case 'read-only':
      return { save: 'read-only', warning: 'read-only' };
    case 'memory':
      return { save: 'memory', warning: state.fault === 'unknown' ? 'closed' : state.fault };
  }
}
