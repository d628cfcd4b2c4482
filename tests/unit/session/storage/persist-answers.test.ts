// The browser is asked at most once a page to keep the games; each answer, and a browser that cannot say, is reported
// as the persistence it means.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

type Storage = { persisted?: () => Promise<boolean>; persist?: () => Promise<boolean> };
const withStorage = (storage: Storage | undefined) =>
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
/** The module afresh: it remembers, for the page, that it asked. */
const persist = () => import('../../../../src/session/storage/persist');

beforeEach(() => vi.resetModules());
afterEach(() => Reflect.deleteProperty(navigator, 'storage'));

it('storage already kept is reported without asking', async () => {
  const storage = { persisted: vi.fn(async () => true), persist: vi.fn(async () => true) };
  withStorage(storage);
  expect(await (await persist()).askPersistence()).toBe('persistent');
  expect(storage.persist).not.toHaveBeenCalled();
});

it('asks once: a refusal is best effort, and asking again only reads the status', async () => {
  const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => false) };
  withStorage(storage);
  const { askPersistence } = await persist();
  expect(await askPersistence()).toBe('best-effort');
  storage.persisted.mockResolvedValue(true);
  expect(await askPersistence()).toBe('persistent');
  expect(storage.persist).toHaveBeenCalledTimes(1);
});

it('a browser that cannot ask or answer is unsupported', async () => {
  withStorage({ persisted: async () => false });
  expect(await (await persist()).askPersistence()).toBe('unsupported');
  withStorage({ persist: async () => true });
  expect(await (await persist()).persistenceStatus()).toBe('unsupported');
  const failing = async (): Promise<boolean> => {
    throw new DOMException('no', 'SecurityError');
  };
  withStorage({ persisted: failing, persist: failing });
  const { askPersistence, persistenceStatus } = await persist();
  expect(await persistenceStatus()).toBe('unsupported');
  expect(await askPersistence()).toBe('unsupported');
});

it('asks unasked at most once a page, even while refused; the person asking again in Settings asks again', async () => {
  const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => false) };
  withStorage(storage);
  const { askPersistence } = await persist();
  expect(await askPersistence()).toBe('best-effort');
  expect(await askPersistence()).toBe('best-effort');
  expect(storage.persist).toHaveBeenCalledTimes(1);
  storage.persist.mockResolvedValue(true);
  expect(await askPersistence(true)).toBe('persistent');
  expect(storage.persist).toHaveBeenCalledTimes(2);
});

it('a granted request is reported as persistent', async () => {
  withStorage({ persisted: async () => false, persist: async () => true });
  expect(await (await persist()).askPersistence()).toBe('persistent');
});

it('a page without a navigator, or a browser missing the call, is unsupported without an error', async () => {
  const { caughtErrors } = await import('../../../../src/diagnostics/caughtErrors');
  localStorage.clear();
  vi.stubGlobal('navigator', undefined);
  try {
    const { askPersistence, persistenceStatus } = await persist();
    expect(await persistenceStatus()).toBe('unsupported');
    expect(await askPersistence()).toBe('unsupported');
  } finally {
    vi.unstubAllGlobals();
  }
  withStorage({ persisted: async () => false });
  expect(await (await persist()).askPersistence()).toBe('unsupported');
  withStorage({ persist: async () => true });
  expect(await (await persist()).persistenceStatus()).toBe('unsupported');
  expect(caughtErrors()).toEqual([]);
});

it('a browser that throws is recorded where it threw', async () => {
  const { caughtErrors } = await import('../../../../src/diagnostics/caughtErrors');
  localStorage.clear();
  const failing = async (): Promise<boolean> => {
    throw new DOMException('no', 'SecurityError');
  };
  withStorage({ persisted: failing, persist: failing });
  const { askPersistence, persistenceStatus } = await persist();
  await persistenceStatus();
  await askPersistence();
  expect(caughtErrors().map((e) => e.where)).toEqual(['storage.persisted', 'storage.persist']);
});
