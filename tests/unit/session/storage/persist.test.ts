import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startGame } from '../../../../src/session/controller';
import { IdbSessionStore } from '../../../../src/session/storage/idbStore';
import { persistenceStatus } from '../../../../src/session/storage/persist';
import { useSessionStore } from '../../../../src/session/storage/sessionStore';
import { freshDb, table } from '../helpers';

let granted = false;
const storage = {
  persisted: vi.fn(async () => granted),
  persist: vi.fn(async () => (granted = true)),
};

beforeEach(() => {
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
