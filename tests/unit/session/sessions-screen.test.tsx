import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openGame, startGame } from '../../../src/session/controller';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import SessionsScreen from '../../../src/ui/sessions/SessionsScreen';
import { finishedLog, table } from './helpers';

afterEach(cleanup);
beforeEach(() => useSessionStore(new MemorySessionStore(true)));

async function finishedGame(): Promise<void> {
  const id = await startGame({ players: ['Xi', 'Yu', 'Zo'], starter: 1 });
  const game = (await openGame(id))!;
  for (const a of finishedLog({ players: ['Xi', 'Yu', 'Zo'], starter: 1 })) await game.dispatch(a);
  game.close();
}

it('lists games newest first with players, round or winner, and offers open, rematch, export, delete', async () => {
  await finishedGame();
  await new Promise((r) => setTimeout(r, 2));
  const id = await startGame(table);
  render(<SessionsScreen />);
  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings.map((h) => h.textContent)).toEqual(['Ann, Bob, and Cat', 'Xi, Yu, and Zo']);
  expect(screen.getByText(/^Round 1/)).toBeTruthy();
  expect(screen.getByText(/^(Xi|Yu|Zo) won/)).toBeTruthy();
  expect(screen.getAllByRole('link', { name: 'Open' })[0]!.getAttribute('href')).toBe(`#/game/${id}`);
  expect(screen.getAllByRole('link', { name: 'Play again' })[0]!.getAttribute('href')).toBe(`#/new/${id}`);
  expect(screen.getAllByRole('button', { name: 'Export' })).toHaveLength(2);
  expect(screen.getByText(/only on this device/)).toBeTruthy();
});

it('deleting is undoable from the toast instead of a confirm box', async () => {
  await startGame(table);
  render(<SessionsScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await screen.findByText('Game with Ann, Bob, and Cat deleted.');
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() =>
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ann, Bob, and Cat']),
  );
});

it('says plainly when games cannot be stored on this device', async () => {
  useSessionStore(new MemorySessionStore(false));
  render(<SessionsScreen />);
  await screen.findByText(/does not let the app store games/);
  await screen.findByText(/No saved games yet/);
});
