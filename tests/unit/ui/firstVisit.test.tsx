// Issue 27: a first visit to Home fetches nothing it does not show. Home loads the session layer only where a
// database may hold games, and the lazy screens are readied at the person's first intent, not before.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { atFirstIntent, mayHoldGames } from '../../../src/ui/firstVisit';

const deleteAll = async () => {
  for (const { name } of await indexedDB.databases())
    await new Promise((done) => Object.assign(indexedDB.deleteDatabase(name!), { onsuccess: done, onerror: done }));
};
beforeEach(deleteAll);
afterEach(async () => {
  cleanup();
  await deleteAll();
});

it('a first visit (no database yet) may hold no games; once a database exists, it may', async () => {
  expect(await mayHoldGames()).toBe(false);
  const open = indexedDB.open('skull-table');
  await new Promise((done) => Object.assign(open, { onsuccess: done }));
  open.result.close();
  expect(await mayHoldGames()).toBe(true);
});

it('where the browser cannot list its databases, games may be there, so Home looks', async () => {
  const databases = vi.spyOn(indexedDB, 'databases');
  databases.mockImplementation(() => Promise.reject(new Error('not allowed')));
  expect(await mayHoldGames()).toBe(true);
  databases.mockRestore();
});

it('the first intent (a pointer down, or focus on a link) readies the lazy code; nothing before it', async () => {
  const ready = vi.fn();
  atFirstIntent(ready);
  render(<a href="#/new">New game</a>);
  expect(ready).not.toHaveBeenCalled();
  screen.getByRole('link').focus();
  expect(ready).toHaveBeenCalled();

  const onPointer = vi.fn();
  atFirstIntent(onPointer);
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(onPointer).toHaveBeenCalled();
});

it('Home does not load the session layer on a first visit, and shows its menu at once', async () => {
  const session = vi.fn();
  vi.doMock('../../../src/session', () => {
    session();
    return { unfinishedGameId: async () => null, loadNights: async () => ({ tonight: null, nights: [] }) };
  });
  const { Home } = await import('../../../src/ui/Home');
  render(<Home />);
  expect(screen.getByRole('link', { name: 'New game' })).toBeTruthy();
  // mayHoldGames has answered (no database) once the listing settles: the session module was never imported.
  await indexedDB.databases();
  await new Promise((r) => setTimeout(r, 0));
  expect(session).not.toHaveBeenCalled();
  vi.doUnmock('../../../src/session');
});
