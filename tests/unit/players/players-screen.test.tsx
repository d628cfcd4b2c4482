import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openGame, startGame } from '../../../src/session/controller';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import { listPlayers } from '../../../src/session/players/playerStore';
import PlayersScreen from '../../../src/ui/players/PlayersScreen';
import { finishedLog } from '../session/helpers';

afterEach(cleanup);
beforeEach(() => useSessionStore(new MemorySessionStore(true)));

async function finishedGame(players: string[]): Promise<void> {
  const id = await startGame({ players, starter: 0 });
  const game = (await openGame(id))!;
  for (const a of finishedLog({ players, starter: 0 })) await game.dispatch(a);
  game.close();
}

const cardOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

it('merges a typo into the right player, and undoes it while the screen is open', async () => {
  await finishedGame(['Ann', 'Bob', 'Cat']);
  await finishedGame(['Bob', 'Cat', 'Anm']);
  render(<PlayersScreen />);
  await screen.findByRole('heading', { level: 2, name: 'Anm' });
  fireEvent.click(within(cardOf('Anm')).getByRole('button', { name: 'Merge Anm into another player' }));
  const select = within(cardOf('Anm')).getByRole('combobox', {
    name: 'Count every game of Anm for',
  }) as HTMLSelectElement;
  const ann = (await listPlayers()).players.find((p) => p.name === 'Ann')!;
  fireEvent.change(select, { target: { value: ann.id } });
  fireEvent.click(within(cardOf('Anm')).getByRole('button', { name: 'Merge' }));
  await screen.findByText('Anm merged into Ann.');
  await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Anm' })).toBeNull());
  expect(within(cardOf('Ann')).getByText('2 finished games, 1 win')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  await screen.findByText('Anm is a separate player again.');
  await screen.findByRole('heading', { level: 2, name: 'Anm' });
  expect(within(cardOf('Ann')).getByText('1 finished game, 1 win')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
});

it('R1: a rename keeps the player and refuses a name someone else has, saying what to do instead', async () => {
  await finishedGame(['Ann', 'Bob', 'Cat']);
  render(<PlayersScreen />);
  await screen.findByRole('heading', { level: 2, name: 'Ann' });
  fireEvent.click(screen.getByRole('button', { name: 'Rename Ann' }));
  const box = screen.getByRole('textbox', { name: 'New name for Ann' });
  fireEvent.input(box, { target: { value: 'bob' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Another player already has this name: merge the two instead.',
  );
  fireEvent.input(box, { target: { value: 'Annie' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('heading', { level: 2, name: 'Annie' });
  expect((await listPlayers()).players.map((p) => p.name).sort()).toEqual(['Annie', 'Bob', 'Cat']);
});
