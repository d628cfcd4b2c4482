import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openGame, startGame } from '../../../src/session/controller';
import { latestSession } from '../../../src/session/games';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import NewGameScreen from '../../../src/ui/setup/NewGameScreen';
import { finishedLog } from '../session/helpers';

afterEach(cleanup);
beforeEach(() => {
  useSessionStore(new MemorySessionStore(true));
  location.hash = '#/new';
});

it('R2: a returning table: Same table as last time, then Start with no starter offers the draw in place and starts', async () => {
  const players = ['Ann', 'Bob', 'Cat'];
  const first = await startGame({ players, starter: 0 });
  const game = (await openGame(first))!;
  for (const a of finishedLog({ players, starter: 0 })) await game.dispatch(a);
  game.close();
  const seats = (await latestSession(first))!.seats;

  render(<NewGameScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Same table as last time' }));
  await waitFor(() =>
    expect(screen.getAllByRole('textbox').map((t) => (t as HTMLInputElement).value)).toEqual(players),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: 'Draw at random and start' }));
  await waitFor(() => expect(location.hash).toMatch(/^#\/game\//));
  const next = (await latestSession(decodeURIComponent(location.hash.slice('#/game/'.length))))!;
  expect(next.config.players).toEqual(players);
  expect(next.seats).toEqual(seats);
  expect(next.config.starter).toBeGreaterThanOrEqual(0);
});

it('a chip seats a remembered player in the first empty seat; seats left empty are dropped at Start', async () => {
  const first = await startGame({ players: ['Ann', 'Bob', 'Cat'], starter: 0 });
  const seats = (await latestSession(first))!.seats;
  render(<NewGameScreen />);
  for (const name of ['Cat', 'Ann']) fireEvent.click(await screen.findByRole('button', { name }));
  fireEvent.input(screen.getAllByRole('textbox')[2]!, { target: { value: 'Dee' } });
  expect(screen.getAllByRole('textbox').map((t) => (t as HTMLInputElement).value)).toEqual(['Cat', 'Ann', 'Dee', '']);
  fireEvent.click(screen.getByRole('button', { name: 'Cat' })); // the starter (its chip is gone: Cat is seated)
  fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
  await waitFor(() => expect(location.hash).toMatch(/^#\/game\//));
  const next = (await latestSession(decodeURIComponent(location.hash.slice('#/game/'.length))))!;
  expect(next.config.players).toEqual(['Cat', 'Ann', 'Dee']);
  expect(next.seats.slice(0, 2)).toEqual([seats[2], seats[0]]);
  expect(seats).not.toContain(next.seats[2]);
});

it('LC1: Same table as last time keeps the Last Chance variant of that game', async () => {
  const players = ['Ann', 'Bob', 'Cat'];
  await startGame({ players, starter: 0, lastChance: true });
  render(<NewGameScreen />);
  const variant = () => (screen.getByRole('checkbox', { name: 'Last Chance variant' }) as HTMLInputElement).checked;
  expect(variant()).toBe(false);
  fireEvent.click(await screen.findByRole('button', { name: 'Same table as last time' }));
  await waitFor(() => expect(variant()).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Ann' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
  await waitFor(() => expect(location.hash).toMatch(/^#\/game\//));
  const next = (await latestSession(decodeURIComponent(location.hash.slice('#/game/'.length))))!;
  expect(next.config).toMatchObject({ players, lastChance: true, starter: 0 });
});

it('R1: a name typed with other spaces or case is the seated player, as the engine compares names (nameKey): its chip goes', async () => {
  await startGame({ players: ['Ann Lee', 'Bob', 'Cat'], starter: 0 });
  render(<NewGameScreen />);
  await screen.findByRole('button', { name: 'Ann Lee' });
  fireEvent.input(screen.getAllByRole('textbox')[0]!, { target: { value: ' ann  LEE ' } });
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Ann Lee' })).toBeNull());
  expect(screen.getByRole('button', { name: 'Bob' })).toBeTruthy();
});
