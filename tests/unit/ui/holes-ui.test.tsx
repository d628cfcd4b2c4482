// Issue 16: the holes a person meets on screen, each as a test named for it.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Action } from '../../../src/rules';
import { openGame, startGame } from '../../../src/session/controller';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import { parseRoute } from '../../../src/ui/route';
import SessionsScreen from '../../../src/ui/sessions/SessionsScreen';
import { relativeTime } from '../../../src/ui/sessions/when';
import { HistoryView } from '../../../src/ui/table/HistoryView';
import { replaySteps } from '../../../src/ui/table/stepEvents';
import { table } from '../session/helpers';

afterEach(cleanup);
let store: MemorySessionStore;
beforeEach(() => {
  store = new MemorySessionStore(true);
  useSessionStore(store);
});

it('hole 5: addresses that cannot be decoded still open a screen; unknown ones open "not found"', () => {
  expect(parseRoute('#/game/%')).toEqual({ name: 'game', id: '%' });
  expect(parseRoute('#/rules/%E0%A4%A')).toEqual({ name: 'rules', section: '%E0%A4%A' });
  expect(parseRoute('#/new/%zz')).toEqual({ name: 'new', from: '%zz' });
  expect(parseRoute('#/nowhere')).toEqual({ name: 'notFound' });
  expect(parseRoute('#/game')).toEqual({ name: 'notFound' });
  expect(parseRoute('')).toEqual({ name: 'home' });
  expect(parseRoute('#/')).toEqual({ name: 'home' });
});

it('hole 4: a date beyond what Date holds is written as "unknown", never a crash', () => {
  expect(() => relativeTime('en', 1e300)).not.toThrow();
  expect(relativeTime('en', Number.NaN)).toBe('—');
});

it('hole 8: the history of a very long game renders only the part on screen', async () => {
  const log: Action[] = Array.from({ length: 6000 }, (_, i) =>
    i % 2 === 0 ? { type: 'placeFirst' } : { type: 'abandonRound' },
  );
  render(<HistoryView steps={replaySteps(table, log)} actions={{ closeSheet: () => {} }} />);
  await screen.findByRole('heading', { level: 2, name: 'History' });
  const items = document.querySelectorAll('.history li').length;
  expect(items).toBeGreaterThan(0);
  expect(items).toBeLessThanOrEqual(400);
});

it('hole 3: undoing a delete after another tab saved the game again leaves no uncaught error and lists the game', async () => {
  const id = await startGame(table);
  const otherTab = (await openGame(id))!;
  render(<SessionsScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await screen.findByText('Game with Ann, Bob, and Cat deleted.');
  await otherTab.dispatch({ type: 'placeFirst' });
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  await screen.findByText(/saved again in another tab/);
  await waitFor(() =>
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ann, Bob, and Cat']),
  );
});

it('hole 9: deleting the set-aside records asks for a confirmation first', async () => {
  const bad = { list: store.list.bind(store) };
  store.list = async () => ({
    ...(await bad.list()),
    setAside: [{ id: 'broken', reason: 'corrupt' as const, at: 1, checkedBy: 1 }],
  });
  let removed: string[] = [];
  store.remove = async (id: string) => {
    removed = [...removed, id];
  };
  render(<SessionsScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete the unreadable games' }));
  expect(removed).toEqual([]);
  await screen.findByText(/cannot be undone/);
  fireEvent.click(screen.getByRole('button', { name: 'Keep them' }));
  expect(removed).toEqual([]);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete the unreadable games' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Delete them for good' }));
  await waitFor(() => expect(removed).toEqual(['broken']));
  expect(screen.getByRole('button', { name: 'Export them as they are' })).toBeTruthy();
});
