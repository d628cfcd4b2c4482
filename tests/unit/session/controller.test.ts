import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RuleError } from '../../../src/rules';
import { openGame, startGame, unfinishedGameId, type GameSnapshot } from '../../../src/session/controller';
import { IdbSessionStore } from '../../../src/session/storage/idbStore';
import { seatingOf } from '../../../src/session/games';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { listSessions, exportSessions } from '../../../src/session/library';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import { StorageFault, type SessionStore } from '../../../src/session/storage/store';
import { finishedLog, freshDb, getRaw, legalLog, table } from './helpers';

let store: IdbSessionStore;
beforeEach(() => {
  freshDb();
  store = new IdbSessionStore();
  useSessionStore(store);
});

async function newGameController() {
  const id = await startGame(table);
  const game = await openGame(id);
  if (!game) throw new Error('not opened');
  return { id, game };
}

/** A new game reopened over a store whose writes wait until `release` is called. */
async function heldGame() {
  const { id, game } = await newGameController();
  game.close();
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  useSessionStore(new SlowStore(store, held));
  const g = await openGame(id);
  if (!g) throw new Error('not reopened');
  return { id, g, release };
}

describe('the game controller', () => {
  it('refuses an illegal action with a rejected RuleError (never a synchronous throw), and nothing changes', async () => {
    const { id, game } = await newGameController();
    const before = game.snapshot();
    let published = 0;
    game.subscribe(() => published++);
    await expect(game.dispatch({ type: 'bid', player: 0, amount: 9 })).rejects.toThrow(RuleError);
    expect(game.snapshot()).toBe(before);
    expect(published).toBe(0);
    expect((await getRaw(`session:${id}`)) as object).toMatchObject({ actions: [], rev: 0 });
  });

  it('writes every action before publishing it as done, in one publication when the write is quick', async () => {
    const { id, game } = await newGameController();
    const seen: Array<{ save: string; stored: Promise<unknown>; shownActions: number }> = [];
    game.subscribe(() => {
      const snap = game.snapshot();
      // Read from the store the moment the table is told: the action must already be there.
      seen.push({ save: snap.save, stored: getRaw(`session:${id}`), shownActions: snap.session.actions.length });
    });
    await game.dispatch({ type: 'placeFirst' });
    expect(seen.map((s) => [s.save, s.shownActions])).toEqual([['saved', 1]]);
    expect(((await seen[0]!.stored) as { actions: unknown[] }).actions).toHaveLength(1);
  });

  it('a slow write says "saving" while the table still shows the version before it, then "saved" with the action', async () => {
    const { id, g, release } = await heldGame();
    const seen: Array<[string, number]> = [];
    g.subscribe(() => seen.push([g.snapshot().save, g.snapshot().session.actions.length]));
    const done = g.dispatch({ type: 'placeFirst' });
    await vi.waitFor(() => expect(seen).toEqual([['saving', 0]]), { timeout: 30_000 });
    release();
    await done;
    expect(seen).toEqual([
      ['saving', 0],
      ['saved', 1],
    ]);
    expect(((await getRaw(`session:${id}`)) as { actions: unknown[] }).actions).toHaveLength(1);
    g.close();
  });

  it('H2: reopening resumes exactly where the game was, undo and redo included', async () => {
    const { id, game } = await newGameController();
    const log = legalLog(table, 15, 1);
    for (const a of log) await game.dispatch(a);
    await game.undo();
    await game.undo();
    await game.redo();
    const shown = game.snapshot();
    game.close();
    const again = await openGame(id);
    const snap = again!.snapshot();
    expect(snap.session.actions).toEqual(log.slice(0, 14));
    expect(snap.session.redo).toEqual([log[14]]);
    expect(snap.state).toEqual(shown.state);
    expect([snap.canUndo, snap.canRedo, snap.save]).toEqual([true, true, 'saved']);
    await again!.redo();
    expect(again!.snapshot().session.actions).toEqual(log);
  });

  it('a game reopened in this tab while its last write is in flight opens at its latest version', async () => {
    const { id, game } = await newGameController();
    void game.dispatch({ type: 'placeFirst' });
    const writing = game.dispatch({ type: 'abandonRound' }); // queued behind the first write
    game.close();
    const again = (await openGame(id))!;
    await writing;
    expect(again.snapshot().session.actions).toHaveLength(2);
    await again.dispatch({ type: 'placeFirst' });
    expect(again.snapshot().save).toBe('saved');
  });

  it('keeps actions dispatched in quick succession in order', async () => {
    const { id, game } = await newGameController();
    const log = legalLog(table, 8);
    let last: Promise<void> = Promise.resolve();
    for (const a of log) last = game.dispatch(a);
    await last;
    expect(((await getRaw(`session:${id}`)) as { actions: unknown[] }).actions).toEqual(log);
    expect(game.snapshot().session.actions).toEqual(log);
  });

  it('reopens the most recent unfinished game and reads a table for a rematch', async () => {
    const first = await startGame(table);
    await new Promise((r) => setTimeout(r, 2));
    const second = await startGame({ players: ['Xi', 'Yu', 'Zo', 'Al'], starter: 3, lastChance: true });
    expect(await unfinishedGameId()).toBe(second);
    expect((await seatingOf(second))?.config).toEqual({
      players: ['Xi', 'Yu', 'Zo', 'Al'],
      starter: 3,
      lastChance: true,
    });
    expect((await seatingOf(first))?.config).toEqual(table);
    expect(await seatingOf('nope')).toBeNull();
  });

  it('has no unfinished game when every game is over', async () => {
    const { game } = await newGameController();
    for (const a of finishedLog(table)) await game.dispatch(a);
    expect(game.snapshot().state.phase).toBe('over');
    expect(await unfinishedGameId()).toBeNull();
  });
});

describe('two tabs on one session', () => {
  it('a tab holding an older copy turns read-only on its next write, and says so', async () => {
    const { id, game: tabA } = await newGameController();
    const tabB = (await openGame(id))!;
    await tabA.dispatch({ type: 'placeFirst' });
    await tabB.dispatch({ type: 'placeFirst' });
    const snap = tabB.snapshot();
    expect(snap.save).toBe('read-only');
    expect(snap.warning).toBe('read-only');
    expect(snap.session.actions).toEqual([]);
    await expect(tabB.dispatch({ type: 'abandonRound' })).rejects.toThrow(RuleError);
    expect(((await getRaw(`session:${id}`)) as { rev: number }).rev).toBe(1);
  });

  it('a read-only tab refuses dispatch, undo and redo as rejected promises a .catch() sees, and writes nothing', async () => {
    const { id, game: tabA } = await newGameController();
    const tabB = (await openGame(id))!;
    await tabA.dispatch({ type: 'placeFirst' });
    await tabB.dispatch({ type: 'placeFirst' });
    const before = tabB.snapshot();
    // A synchronous throw would escape here, before any .catch() is attached.
    const refusals = [tabB.dispatch({ type: 'abandonRound' }), tabB.undo(), tabB.redo()].map((p) =>
      p.then(
        () => null,
        (e: unknown) => e,
      ),
    );
    for (const e of await Promise.all(refusals)) expect(e).toMatchObject({ name: 'RuleError', code: 'read-only' });
    expect(tabB.snapshot()).toBe(before);
    expect(((await getRaw(`session:${id}`)) as { rev: number }).rev).toBe(1);
  });

  it('a tab told of a newer revision while its own write is in flight stays read-only when that write lands', async () => {
    const { id, g, release } = await heldGame();
    const writing = g.dispatch({ type: 'placeFirst' });
    const other = new BroadcastChannel('skull-table-sessions');
    const told = new Promise<void>((resolve) => g.subscribe(() => g.snapshot().save === 'read-only' && resolve()));
    other.postMessage({ id, rev: 5 });
    await told;
    other.close();
    release();
    await writing;
    expect(g.snapshot()).toMatchObject({ save: 'read-only', warning: 'read-only', session: { actions: [] } });
    g.close();
  });

  it("a tab notices another tab's write through BroadcastChannel before it writes", async () => {
    const { id, game } = await newGameController();
    const other = new BroadcastChannel('skull-table-sessions');
    const changed = new Promise<GameSnapshot>((resolve) => game.subscribe(() => resolve(game.snapshot())));
    other.postMessage({ id, rev: 5 });
    const snap = await changed;
    other.close();
    expect(snap.save).toBe('read-only');
  });
});

/** Passes every call to another store; a subclass changes `save`. */
class WrappedStore implements SessionStore {
  readonly durable = true;
  constructor(protected readonly inner: SessionStore) {}
  list() {
    return this.inner.list();
  }
  load(id: string) {
    return this.inner.load(id);
  }
  remove(id: string) {
    return this.inner.remove(id);
  }
  readRaw(id: string) {
    return this.inner.readRaw(id);
  }
  readPlayers() {
    return this.inner.readPlayers();
  }
  writePlayers(v: unknown) {
    return this.inner.writePlayers(v);
  }
  addMany(...a: Parameters<SessionStore['addMany']>) {
    return this.inner.addMany(...a);
  }
  commit(...a: Parameters<SessionStore['commit']>) {
    return this.inner.commit(...a);
  }
  save(...a: Parameters<SessionStore['save']>) {
    return this.inner.save(...a);
  }
}

class FailingStore extends WrappedStore {
  failing = true;
  constructor(
    inner: SessionStore,
    private readonly kind: 'quota' | 'closed',
  ) {
    super(inner);
  }
  override save(...a: Parameters<SessionStore['save']>) {
    return this.failing ? Promise.reject(new StorageFault(this.kind)) : this.inner.save(...a);
  }
}

/** Holds every write until `held` resolves. */
class SlowStore extends WrappedStore {
  constructor(
    inner: SessionStore,
    private readonly held: Promise<void>,
  ) {
    super(inner);
  }
  override async save(...a: Parameters<SessionStore['save']>) {
    await this.held;
    return this.inner.save(...a);
  }
}

describe('storage faults', () => {
  it('quota exceeded: the game goes on in memory with a warning, never claims saved, and still exports', async () => {
    const { id, game } = await newGameController();
    const failing = new FailingStore(store, 'quota');
    useSessionStore(failing);
    const g = (await openGame(id))!;
    const statuses: string[] = [];
    g.subscribe(() => statuses.push(g.snapshot().save));
    await g.dispatch({ type: 'placeFirst' });
    await g.dispatch({ type: 'abandonRound' });
    expect(g.snapshot().session.actions).toHaveLength(2);
    expect(statuses).not.toContain('saved');
    expect(g.snapshot().warning).toBe('quota');
    expect(JSON.parse(await exportSessions(id)).sessions[0].actions).toHaveLength(2);
    expect((await listSessions()).summaries[0]).toMatchObject({ id, actions: 2 });
    failing.failing = false;
    await g.dispatch({ type: 'placeFirst' });
    expect(g.snapshot()).toMatchObject({ save: 'saved', warning: null });
    expect(((await getRaw(`session:${id}`)) as { actions: unknown[] }).actions).toHaveLength(3);
    game.close();
  });

  it('IndexedDB missing: games start and play in memory with a warning', async () => {
    useSessionStore(new MemorySessionStore(false));
    const id = await startGame(table);
    const g = (await openGame(id))!;
    await g.dispatch({ type: 'placeFirst' });
    expect(g.snapshot().save).toBe('memory');
    expect(g.snapshot().warning).toBe('unavailable');
    expect((await listSessions()).durable).toBe(false);
  });

  it('a game started while storage fails still opens', async () => {
    useSessionStore(new FailingStore(store, 'closed'));
    const id = await startGame(table);
    const g = (await openGame(id))!;
    expect(g.snapshot().save).toBe('memory');
    expect(g.snapshot().warning).toBe('closed');
  });
});
