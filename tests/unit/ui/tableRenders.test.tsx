// Issue 12 §2: a tap that changes the game renders the table once, when its save is done, never before it.
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { GameState } from '../../../src/rules';
import { startGame } from '../../../src/session';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import type { StoredSession } from '../../../src/session/storage/record';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import { TableLayout } from '../../../src/ui/table/TableLayout';
import TableScreen from '../../../src/ui/table/TableScreen';

/** Knows, at any moment, the rev of each game it holds. */
class WatchedStore extends MemorySessionStore {
  readonly revs = new Map<string, number>();
  override async save(session: StoredSession, previousRev: number | null, state: GameState): Promise<void> {
    await super.save(session, previousRev, state);
    this.revs.set(session.id, session.rev);
  }
}

interface Drawn {
  actions: number;
  shownRev: number;
  storedRev: number | undefined;
}

let store: WatchedStore;
let drawn: Drawn[] = [];
const before = options.diffed;
beforeEach(() => {
  store = new WatchedStore(true);
  useSessionStore(store);
  drawn = [];
  options.diffed = (vnode: VNode) => {
    if (vnode.type === TableLayout) {
      const session = (vnode.props as unknown as Parameters<typeof TableLayout>[0]).view.snapshot
        .session as StoredSession; // the controller's: a stored session
      drawn.push({ actions: session.actions.length, shownRev: session.rev, storedRev: store.revs.get(session.id) });
    }
    before?.(vnode);
  };
});
afterEach(() => {
  options.diffed = before;
  cleanup();
  useSessionStore(null);
});

/** Taps `selector` once the table lets taps through, and waits until it shows `actions` actions and lets taps through again. */
async function tap(selector: string, actions: number): Promise<Drawn[]> {
  const settled = (n: number) => () =>
    expect(document.querySelector(`main[data-actions="${n}"]:not([aria-disabled])`)).toBeTruthy();
  await waitFor(() => expect(document.querySelector(selector)).toBeTruthy());
  const from = drawn.length;
  fireEvent.click(document.querySelector(selector)!);
  // The tap guard lets go 350 ms after the new controls appear: any render the tap caused is long done by then.
  await waitFor(settled(actions));
  return drawn.slice(from);
}

it('a move, Undo and Redo each render the table once, after the save, and the table shown is the one stored', async () => {
  const id = await startGame({ players: ['Ana', 'Ben', 'Cleo', 'Dee', 'Eli', 'Fay'], starter: 0 });
  store.revs.set(id, 0);
  render(<TableScreen id={id} />);
  await waitFor(() => expect(document.querySelector('main[data-actions="0"]:not([aria-disabled])')).toBeTruthy());
  const taps: Array<[string, number]> = [
    ['.controls [data-autofocus]', 1], // everyone placed
    ['.tool-undo', 0],
    ['.tool-redo', 1],
    ['.controls [data-autofocus]', 2], // a disc added
    ['.controls [data-autofocus]', 3],
    ['.tool-undo', 2],
  ];
  for (const [selector, actions] of taps) {
    const renders = await tap(selector, actions);
    expect(
      renders.map((r) => r.actions),
      `${selector} → ${actions}`,
    ).toEqual([actions]);
    for (const r of renders) expect(r.storedRev).toBe(r.shownRev); // saved before shown
  }
});
