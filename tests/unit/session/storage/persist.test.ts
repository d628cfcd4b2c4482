import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { freshDb, table } from '../helpers';

// "Once a page" is the persist module's own state: each test loads the session modules anew, so a file run before
// this one in the same module graph (the mutation runs share one) cannot have asked already.
let startGame: typeof import('../../../../src/session/controller').startGame;
let persistenceStatus: typeof import('../../../../src/session/storage/persist').persistenceStatus;

let granted = false;
const storage = {
  persisted: vi.fn(async () => granted),
  persist: vi.fn(async () => (granted = true)),
};

beforeEach(async () => {
  vi.resetModules();
  ({ startGame } = await import('../../../../src/session/controller'));
  ({ persistenceStatus } = await import('../../../../src/session/storage/persist'));
  const { IdbSessionStore } = await import('../../../../src/session/storage/idbStore');
  const { useSessionStore } = await import('../../../../src/session/storage/sessionStore');
  freshDb();
  useSessionStore(new IdbSessionStore());
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

it('asks navigator.storage.persist() once, when the first game is saved, and reports the answer', async () => {
  expect(await persistenceStatus()).toBe('best-effort');
  expect(storage.persist).not.toHaveBeenCalled();
  await startGame(table);
  await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
  await startGame(table);
  await new Promise((r) => setTimeout(r, 10));
  expect(storage.persist).toHaveBeenCalledTimes(1);
  expect(await persistenceStatus()).toBe('persistent');
});

it('says "unsupported" when the browser has no storage manager', async () => {
  Reflect.deleteProperty(navigator, 'storage');
  Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
  expect(await persistenceStatus()).toBe('unsupported');
});
