// What the stores kept beside IndexedDB promise: the in-page store (no IndexedDB, and the tests' store) lists, saves
// and adds games as the interface says; a fault is named by what the browser said; a game's display settings are kept
// per game in localStorage and only the known settings travel in a file.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newGame } from '../../../../src/rules';
import { parseDisplay, readDisplay, removeDisplay, writeDisplay } from '../../../../src/session/storage/display';
import { MemorySessionStore } from '../../../../src/session/storage/memoryStore';
import { byId } from '../../../../src/session/storage/record';
import { ConflictError, faultOf, StorageFault } from '../../../../src/session/storage/store';
import { storedSession, table } from '../helpers';

const state = newGame(table);

describe('the in-page store', () => {
  it('is not durable unless said, lists newest first and loads what it saved', async () => {
    const store = new MemorySessionStore();
    expect(store.durable).toBe(false);
    expect(new MemorySessionStore(true).durable).toBe(true);
    await store.save(storedSession('old', [], 100), null, state);
    await store.save(storedSession('new', [], 200), null, state);
    expect((await store.list()).summaries.map((s) => s.id)).toEqual(['new', 'old']);
    expect(await store.load('old')).toEqual(storedSession('old', [], 100));
    expect(await store.readRaw('old')).toEqual(storedSession('old', [], 100));
    expect(await store.load('none')).toBeNull();
    await store.remove('old');
    expect(await store.load('old')).toBeNull();
  });

  it('lists games saved at the same time by id, in code-unit order on every device', async () => {
    const store = new MemorySessionStore();
    for (const id of ['b', 'B', 'a', 'c']) await store.save(storedSession(id, [], id === 'c' ? 50 : 100), null, state);
    expect((await store.list()).summaries.map((s) => s.id)).toEqual(['B', 'a', 'b', 'c']);
  });

  it('orders ids by code unit, and an id beside itself is neither before nor after', () => {
    const id = (x: string) => ({ id: x });
    expect([byId(id('B'), id('a')), byId(id('a'), id('B')), byId(id('a'), id('a'))]).toEqual([-1, 1, 0]);
  });

  it('refuses a save from a stale copy', async () => {
    const store = new MemorySessionStore();
    await store.save({ ...storedSession('g'), rev: 1 }, null, state);
    await expect(store.save({ ...storedSession('g'), rev: 2 }, 0, state)).rejects.toThrow(ConflictError);
    await store.save({ ...storedSession('g'), rev: 2 }, 1, state);
    expect((await store.load('g'))?.rev).toBe(2);
  });

  it('adds games all or none, the players first, and keeps its own copy of them', async () => {
    const store = new MemorySessionStore();
    await store.save(storedSession('here'), null, state);
    const entries = (...ids: string[]) => ids.map((id) => ({ session: storedSession(id), state }));
    await expect(store.addMany(entries('a', 'here'), () => ['x'])).rejects.toThrow(ConflictError);
    expect(await store.load('a')).toBeNull();
    expect(await store.readPlayers()).toBeUndefined();
    await expect(
      store.addMany(entries('a'), () => {
        throw new Error('no players');
      }),
    ).rejects.toThrow('no players');
    expect(await store.load('a')).toBeNull();
    const roster = { entries: ['p'] };
    await store.addMany(entries('a', 'b'), (stored) => ({ ...roster, before: stored }));
    expect((await store.list()).summaries.map((s) => s.id).sort()).toEqual(['a', 'b', 'here']);
    expect(await store.readPlayers()).toEqual({ entries: ['p'] });
    await store.writePlayers(roster);
    roster.entries.push('changed after');
    expect(await store.readPlayers()).toEqual({ entries: ['p'] });
  });

  it('lists nothing set aside, removes by rev in a batch, and reads nothing raw for a missing game', async () => {
    const store = new MemorySessionStore();
    await store.save({ ...storedSession('g'), rev: 1 }, null, state);
    expect((await store.list()).setAside).toEqual([]);
    expect(await store.readRaw('none')).toBeUndefined();
    await expect(store.commit({ remove: [{ id: 'g', rev: 0 }] })).rejects.toThrow(ConflictError);
    expect(await store.load('g')).not.toBeNull();
    await store.commit({ remove: [{ id: 'g', rev: 1 }] });
    expect(await store.load('g')).toBeNull();
  });

  it('keeps the players written, before any import', async () => {
    const store = new MemorySessionStore();
    await store.writePlayers({ entries: ['p'] });
    expect(await store.readPlayers()).toEqual({ entries: ['p'] });
  });
});

describe('a storage fault', () => {
  it('is named by what the browser said', () => {
    const fault = (name: string) => faultOf(new DOMException('x', name)).kind;
    expect(fault('QuotaExceededError')).toBe('quota');
    for (const name of ['InvalidStateError', 'TransactionInactiveError', 'UnknownError'])
      expect(fault(name), name).toBe('closed');
    expect(fault('NotFoundError')).toBe('unknown');
    expect(faultOf('a string').kind).toBe('unknown');
    const error = Object.assign(new Error('x'), { name: 'QuotaExceededError' });
    expect(faultOf(error)).toMatchObject({ kind: 'quota', cause: error, name: 'StorageFault' });
    const same = new StorageFault('closed');
    expect(faultOf(same)).toBe(same);
    expect(faultOf(null).kind).toBe('unknown');
  });

  it('says what happened in its message, as a conflict names its game', () => {
    expect(new StorageFault('quota').message).toBe('Storage fault: quota');
    const conflict = new ConflictError('g1');
    expect([conflict.name, conflict.message, conflict.id]).toEqual([
      'ConflictError',
      'Session g1 was changed elsewhere.',
      'g1',
    ]);
  });
});

describe('a game’s display settings', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per game, each as its JSON value, and removed with it', () => {
    expect(readDisplay('g')).toBeUndefined();
    writeDisplay('g', { flat: { seat: 2 }, mats: undefined });
    expect(readDisplay('g')).toEqual({ flat: { seat: 2 } });
    expect(localStorage.getItem('skull-table:flat:g')).toBe('{"seat":2}');
    writeDisplay('g', { mats: [1, 2, 3] });
    expect(readDisplay('g')).toEqual({ flat: { seat: 2 }, mats: [1, 2, 3] });
    expect(readDisplay('other')).toBeUndefined();
    removeDisplay('g');
    expect(readDisplay('g')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('a damaged stored value is left out', () => {
    localStorage.setItem('skull-table:mats:g', '{not json');
    localStorage.setItem('skull-table:flat:g', 'true');
    expect(readDisplay('g')).toEqual({ flat: true });
  });

  it('blocked storage keeps nothing and says nothing; a refused write or removal is recorded where it happened', async () => {
    // The display module afresh, with the errors it records seen here.
    const recorded = vi.fn();
    vi.resetModules();
    vi.doMock('../../../../src/diagnostics/caughtErrors', () => ({ recordError: recorded }));
    try {
      const display = await import('../../../../src/session/storage/display');
      vi.stubGlobal('localStorage', undefined);
      display.writeDisplay('g', { flat: true });
      display.removeDisplay('g');
      expect(display.readDisplay('g')).toBeUndefined();
      expect(recorded).not.toHaveBeenCalled();
      const refusing = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
      vi.stubGlobal('localStorage', { getItem: () => null, setItem: refusing, removeItem: refusing });
      display.writeDisplay('g', { flat: true });
      display.removeDisplay('g');
      expect(recorded.mock.calls.map(([where]) => where)).toEqual([
        'display.write',
        'display.remove',
        'display.remove',
      ]);
    } finally {
      vi.unstubAllGlobals();
      vi.doUnmock('../../../../src/diagnostics/caughtErrors');
      vi.resetModules();
    }
  });

  it('a file’s display keeps only the known settings that are set', () => {
    for (const raw of [null, 'flat', [], {}, { flat: null, mats: undefined }, { other: 1 }])
      expect(parseDisplay(raw), JSON.stringify(raw)).toBeUndefined();
    expect(parseDisplay({ flat: false, mats: [0], other: 1 })).toEqual({ flat: false, mats: [0] });
  });
});
