// The save queue's machine (src/session/saveQueue.ts), one transition at a time: what each state does with each event,
// and what the table is told. The controller's own tests (controller.test.ts, holes.test.ts) drive it through storage.
import { describe, expect, it } from 'vitest';
import {
  MAX_REWRITES,
  nextSaveState,
  openingState,
  rewriteDelay,
  saveLine,
  type SaveEvent,
  type SaveState,
} from '../../../src/session/saveQueue';

const saved: SaveState = { status: 'saved' };
const saving: SaveState = { status: 'saving' };
const quota: SaveState = { status: 'memory', fault: 'quota' };
const readOnly: SaveState = { status: 'read-only' };

const slow: SaveEvent = { type: 'write-slow' };
const done: SaveEvent = { type: 'write-done', durable: true };
const doneInMemory: SaveEvent = { type: 'write-done', durable: false };
const full: SaveEvent = { type: 'write-failed', fault: 'quota' };
const conflict: SaveEvent = { type: 'conflict' };
const otherTab: SaveEvent = { type: 'other-tab-wrote' };
const lost: SaveEvent = { type: 'database-lost' };

describe('the save queue machine', () => {
  it('opens saved, or in memory when the store keeps nothing, storage never opened, or the last write here failed', () => {
    expect(openingState(true, false, null)).toEqual(saved);
    expect(openingState(false, false, null)).toEqual({ status: 'memory', fault: 'unavailable' });
    expect(openingState(true, true, null)).toEqual({ status: 'memory', fault: 'unavailable' });
    expect(openingState(true, false, 'quota')).toEqual(quota);
  });

  it('a slow write turns "saved" into "saving"; "not saved" stays until a write succeeds', () => {
    expect(nextSaveState(saved, slow)).toEqual(saving);
    expect(nextSaveState(quota, slow)).toBe(quota);
    expect(nextSaveState(saving, slow)).toBe(saving);
  });

  it('a write done is saved, or still in memory on a store that keeps nothing', () => {
    for (const from of [saved, saving, quota]) {
      expect(nextSaveState(from, done)).toEqual(saved);
      expect(nextSaveState(from, doneInMemory)).toEqual({ status: 'memory', fault: 'unavailable' });
    }
  });

  it('a write refused keeps the game in memory with the fault', () => {
    for (const from of [saved, saving, { status: 'memory', fault: 'closed' } as const]) {
      expect(nextSaveState(from, full)).toEqual(quota);
    }
  });

  it('a conflict or another tab’s write turns the game read-only, and nothing leaves read-only', () => {
    for (const from of [saved, saving, quota]) {
      expect(nextSaveState(from, conflict)).toEqual(readOnly);
      expect(nextSaveState(from, otherTab)).toEqual(readOnly);
    }
    for (const event of [slow, done, doneInMemory, full, conflict, otherTab, lost]) {
      expect(nextSaveState(readOnly, event), event.type).toBe(readOnly);
    }
  });

  it('a lost database keeps the game in memory as "closed"', () => {
    for (const from of [saved, saving, quota]) {
      expect(nextSaveState(from, lost)).toEqual({ status: 'memory', fault: 'closed' });
    }
  });

  it('the table is told the status and a warning code, never a sentence', () => {
    expect(saveLine(saved)).toEqual({ save: 'saved', warning: null });
    expect(saveLine(saving)).toEqual({ save: 'saving', warning: null });
    expect(saveLine(quota)).toEqual({ save: 'memory', warning: 'quota' });
    expect(saveLine({ status: 'memory', fault: 'unavailable' })).toEqual({ save: 'memory', warning: 'unavailable' });
    expect(saveLine({ status: 'memory', fault: 'closed' })).toEqual({ save: 'memory', warning: 'closed' });
    // A fault with no sentence of its own reads as the browser no longer saving.
    expect(saveLine({ status: 'memory', fault: 'unknown' })).toEqual({ save: 'memory', warning: 'closed' });
    expect(saveLine(readOnly)).toEqual({ save: 'read-only', warning: 'read-only' });
  });

  it('a lost database is written again up to six times, 1 s, 2 s, 4 s… apart', () => {
    expect(MAX_REWRITES).toBe(6);
    expect(Array.from({ length: 8 }, (_, n) => rewriteDelay(n))).toEqual([
      1000,
      2000,
      4000,
      8000,
      16000,
      32000,
      null,
      null,
    ]);
  });
});
