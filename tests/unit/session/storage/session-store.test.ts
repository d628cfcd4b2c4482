// Where the games live: IndexedDB when the browser opens it, else this page's memory, said on every screen; and the
// games whose latest moves could not be stored, kept in this page until they are.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { newGame } from '../../../../src/rules';
import { freshDb, storedSession, table } from '../helpers';

/** The module afresh: it remembers, for the page, the store it chose. */
const load = () => import('../../../../src/session/storage/sessionStore');

beforeEach(() => {
  vi.resetModules();
  freshDb();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

it('chooses IndexedDB once when the browser opens it, and storage is not said to be unavailable', async () => {
  const { sessionStore, storageUnavailable } = await load();
  expect(storageUnavailable()).toBe(false);
  const store = await sessionStore();
  expect(store.durable).toBe(true);
  const { IdbSessionStore } = await import('../../../../src/session/storage/idbStore');
  expect(store).toBeInstanceOf(IdbSessionStore);
  expect(await sessionStore()).toBe(store);
  expect(storageUnavailable()).toBe(false);
});

it('without IndexedDB the games live in this page, not durable, and the failure is recorded', async () => {
  vi.stubGlobal('indexedDB', undefined);
  const { sessionStore, storageUnavailable } = await load();
  const { caughtErrors } = await import('../../../../src/diagnostics/caughtErrors');
  const store = await sessionStore();
  expect(store.durable).toBe(false);
  const { MemorySessionStore } = await import('../../../../src/session/storage/memoryStore');
  expect(store).toBeInstanceOf(MemorySessionStore);
  expect(storageUnavailable()).toBe(true);
  expect(caughtErrors().map((e) => e.where)).toEqual(['storage.open']);
});

it('a store given for tests says whether it is durable, and none given chooses again', async () => {
  const { useSessionStore, storageUnavailable } = await load();
  const { MemorySessionStore } = await import('../../../../src/session/storage/memoryStore');
  useSessionStore(new MemorySessionStore(false));
  expect(storageUnavailable()).toBe(true);
  useSessionStore(null);
  expect(storageUnavailable()).toBe(false);
});

it('a game kept unsaved is listed until it is dropped', async () => {
  const { keepUnsaved, dropUnsaved, unsavedGames } = await load();
  const game = { session: storedSession('u'), state: newGame(table), storedRev: null, fault: 'quota' as const };
  keepUnsaved(game);
  expect(unsavedGames().get('u')).toBe(game);
  dropUnsaved('u');
  expect(unsavedGames().has('u')).toBe(false);
});
