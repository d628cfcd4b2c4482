import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { replay } from '../../../src/rules';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import StatsScreen from '../../../src/ui/stats/StatsScreen';
import { annWins, catOut, deeUnfinished } from './fixtures';

let store: MemorySessionStore;
beforeEach(() => {
  store = new MemorySessionStore(true);
  useSessionStore(store);
});
afterEach(() => {
  cleanup();
  useSessionStore(null);
});

it('reads the saved games when it opens and shows a card per player, the chart and each game by round, unfinished apart', async () => {
  await store.addMany(
    [annWins, deeUnfinished, catOut].map((g) => ({
      session: {
        id: g.id,
        schema: 2,
        rev: 0,
        created: g.updated,
        updated: g.updated,
        config: g.config,
        actions: g.actions,
        redo: [],
        seats: g.seats,
      },
      state: replay(g.config, g.actions),
    })),
  );
  render(<StatsScreen />);
  const cards = await screen.findByRole('region', { name: 'Players' });
  const ann = within(cards).getByRole('heading', { name: 'Ann' }).closest('li')!;
  expect([...ann.querySelectorAll('dd')].map((c) => c.textContent)).toEqual([
    '1',
    '1',
    '2',
    '2 / 3',
    '1',
    '0',
    '3',
    '0',
    '100%',
    '0',
  ]);
  const bob = within(cards).getByRole('heading', { name: 'Bob' }).closest('li')!;
  expect(within(bob).getByText('Traps sprung').closest('div')!.querySelector('dd')!.textContent).toBe('1');
  expect(screen.getByRole('img', { name: /Games won and played/ })).toBeTruthy();
  expect(document.querySelectorAll('details.stats-game')).toHaveLength(3);
  expect(screen.getByRole('heading', { name: 'Unfinished games' })).toBeTruthy();
  expect(screen.getByText('Round 2: Ann bid 3 and won the challenge.')).toBeTruthy();
  expect(screen.getByText(/Round 4: Cat bid 1 and flipped their own skull. Cat is out of the game./)).toBeTruthy();
});

it('says there is nothing yet with no saved game', async () => {
  render(<StatsScreen />);
  expect(await screen.findByText(/No statistics yet/)).toBeTruthy();
});
