// A seated player keeps their favourite mat colour whatever order the chips are tapped in; a clash is said at setup
// and never overwrites what the device remembers.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startGame } from '../../../src/session/controller';
import { latestSession } from '../../../src/session/games';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { listPlayers, rememberColors } from '../../../src/session/players/playerStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import NewGameScreen from '../../../src/ui/setup/NewGameScreen';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  useSessionStore(new MemorySessionStore(true));
  location.hash = '#/new';
});

/** Ann (red), Ben (blue) and Cat (green) played; each colour is their remembered favourite. */
async function playedBefore(players = ['Ann', 'Ben', 'Cat'], colors = [0, 1, 2]): Promise<void> {
  const id = await startGame({ players, starter: 0 });
  await rememberColors((await latestSession(id))!.seats, colors);
}

const matOf = (name: string) => screen.getByRole('button', { name: new RegExp(`^Mat colour of ${name}: `) });
const favourites = async () => Object.fromEntries((await listPlayers()).players.map((p) => [p.name, p.color] as const));

async function startWith(starter: string): Promise<void> {
  fireEvent.click(screen.getAllByRole('button', { name: starter }).at(-1)!);
  fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
  await waitFor(() => expect(location.hash).toMatch(/^#\/game\//));
}

it('R1: tapped Cat, Ann, Ben, each sits in their favourite colour, and starting keeps every favourite', async () => {
  await playedBefore();
  render(<NewGameScreen />);
  for (const name of ['Cat', 'Ann', 'Ben']) fireEvent.click(await screen.findByRole('button', { name }));
  expect(matOf('Cat').getAttribute('aria-label')).toContain('Green');
  expect(matOf('Ann').getAttribute('aria-label')).toContain('Red');
  expect(matOf('Ben').getAttribute('aria-label')).toContain('Blue');
  expect(document.querySelector('.color-clash')!.textContent).toBe('');
  await startWith('Cat');
  await waitFor(async () => expect(await favourites()).toEqual({ Ann: 0, Ben: 1, Cat: 2 }));
});

it('R1: two players with one favourite: the second is told at setup, and neither favourite is overwritten', async () => {
  await playedBefore();
  await playedBefore(['Dan', 'Eve', 'Fay'], [0, 3, 4]); // Dan's favourite is red too
  render(<NewGameScreen />);
  for (const name of ['Ann', 'Dan', 'Ben']) fireEvent.click(await screen.findByRole('button', { name }));
  expect(matOf('Ann').getAttribute('aria-label')).toContain('Red');
  expect(matOf('Dan').getAttribute('aria-label')).not.toContain('Red');
  expect(document.querySelector('.color-clash')!.textContent).toBe(
    'Ann already has Dan’s favourite colour at this table: Dan plays another colour this game and keeps their favourite. Tap their colour to change it.',
  );
  await startWith('Ann');
  await waitFor(async () => expect(await favourites()).toMatchObject({ Ann: 0, Dan: 0, Ben: 1 }));
});

it('a colour tapped at setup is the one the device remembers', async () => {
  await playedBefore();
  render(<NewGameScreen />);
  for (const name of ['Ann', 'Ben', 'Cat']) fireEvent.click(await screen.findByRole('button', { name }));
  fireEvent.click(matOf('Ann'));
  const chosen = matOf('Ann').getAttribute('aria-label')!;
  expect(chosen).not.toContain('Red');
  await startWith('Ann');
  await waitFor(async () => expect((await favourites()).Ann).not.toBe(0));
});
