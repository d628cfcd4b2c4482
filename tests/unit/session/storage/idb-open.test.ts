// The games' database connection: opened on first use, let go once (and said so once) when another tab deletes or
// upgrades the database or the browser closes it, after which every use fails as "closed"; an open that failed is
// tried afresh; each transaction asks for relaxed durability.
import { beforeEach, expect, it, vi } from 'vitest';
import { openStore } from '../../../../src/session/storage/idbOpen';
import { request } from '../../../../src/session/storage/idbTx';
import { freshDb } from '../helpers';

beforeEach(freshDb);

/** The connection a store's transactions run on. */
const connectionOf = (use: ReturnType<typeof openStore>) => use('readonly', async (s) => s.transaction.db);

it('a transaction asks for relaxed durability', async () => {
  const use = openStore('open-test', 'things', () => {});
  expect(await use('readonly', async (s) => s.transaction.durability)).toBe('relaxed');
});

it('another tab upgrading the database, then the browser closing it, is one loss: said once, and every later use fails as closed', async () => {
  const onLost = vi.fn();
  const use = openStore('open-test', 'things', onLost);
  const conn = await connectionOf(use);
  const close = vi.spyOn(conn, 'close');
  conn.onversionchange?.(new Event('versionchange') as IDBVersionChangeEvent);
  conn.onclose?.(new Event('close'));
  expect(onLost).toHaveBeenCalledTimes(1);
  expect(close).toHaveBeenCalledTimes(1);
  const error = await use('readonly', async () => 'used').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DOMException);
  expect(error).toMatchObject({ name: 'InvalidStateError', message: 'The connection was closed for another tab.' });
});

it('the browser closing the connection is a loss too', async () => {
  const onLost = vi.fn();
  const use = openStore('open-test', 'things', onLost);
  const conn = await connectionOf(use);
  conn.onclose?.(new Event('close'));
  expect(onLost).toHaveBeenCalledTimes(1);
});

it('an open that failed is tried afresh on the next use', async () => {
  const real = globalThis.indexedDB;
  const upgrade = real.open('open-test', 2);
  upgrade.onupgradeneeded = () => upgrade.result.createObjectStore('things');
  (await request(upgrade)).close();
  let opens = 0;
  // The first open asks for an older version than the stored one, which the browser refuses.
  vi.stubGlobal('indexedDB', { open: (name: string) => (opens++ === 0 ? real.open(name, 1) : real.open(name)) });
  try {
    const use = openStore('open-test', 'things', () => {});
    await expect(use('readonly', async () => 'used')).rejects.toMatchObject({ name: 'VersionError' });
    expect(await use('readonly', async () => 'used')).toBe('used');
  } finally {
    vi.unstubAllGlobals();
  }
});
