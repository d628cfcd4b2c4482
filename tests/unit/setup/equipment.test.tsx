import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startGame } from '../../../src/session/controller';
import { latestSession } from '../../../src/session/games';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import NewGameScreen from '../../../src/ui/setup/NewGameScreen';

afterEach(cleanup);
beforeEach(() => {
  useSessionStore(new MemorySessionStore(true));
  location.hash = '#/new';
});

const lastChance = () => screen.getByRole('checkbox', { name: 'Last Chance variant' }) as HTMLInputElement;
const cards = () => screen.getByRole('radio', { name: 'A deck of cards (the travel set)' }) as HTMLInputElement;
const discs = () => screen.getByRole('radio', { name: 'Discs and mats (the box)' }) as HTMLInputElement;
const NOTE = 'Last Chance is switched off: it is not played with the travel set.';

async function started() {
  await waitFor(() => expect(location.hash).toMatch(/^#\/game\//));
  return (await latestSession(decodeURIComponent(location.hash.slice('#/game/'.length))))!;
}

it('R3: discs by default; choosing cards switches Last Chance off, says why in one line, and keeps it off', async () => {
  render(<NewGameScreen />);
  expect(discs().checked).toBe(true);
  fireEvent.click(lastChance());
  expect(lastChance().checked).toBe(true);
  fireEvent.click(cards());
  expect(cards().checked).toBe(true);
  expect(lastChance().checked).toBe(false);
  expect(lastChance().disabled).toBe(true);
  expect(document.querySelector('.equipment-note')!.textContent).toBe(NOTE);
  // A card table has no mats: each seat's colour is the seat's.
  expect(screen.getByRole('button', { name: 'Seat colour of seat 1: Red. Change colour' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Mat colour/ })).toBeNull();
  fireEvent.click(lastChance());
  expect(lastChance().checked).toBe(false);
  fireEvent.click(discs());
  expect(lastChance().disabled).toBe(false);
  expect(document.querySelector('.equipment-note')!.textContent).toBe('');
});

it('R3: a game started with cards is stored as a card game, without Last Chance', async () => {
  render(<NewGameScreen />);
  screen.getAllByRole('textbox').forEach((box, i) => {
    fireEvent.input(box, { target: { value: ['Ann', 'Bob', 'Cat', 'Dee'][i] } });
  });
  fireEvent.click(cards());
  fireEvent.click(screen.getByRole('button', { name: 'Bob' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
  expect((await started()).config).toEqual({
    players: ['Ann', 'Bob', 'Cat', 'Dee'],
    starter: 1,
    lastChance: false,
    equipment: 'cards',
  });
});

it('R3: Same table as last time keeps that game’s cards', async () => {
  const players = ['Ann', 'Bob', 'Cat'];
  await startGame({ players, starter: 0, equipment: 'cards' });
  render(<NewGameScreen />);
  expect(discs().checked).toBe(true);
  fireEvent.click(await screen.findByRole('button', { name: 'Same table as last time' }));
  await waitFor(() => expect(cards().checked).toBe(true));
  expect(lastChance().disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Ann' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
  expect((await started()).config).toMatchObject({ players, equipment: 'cards', lastChance: false });
});
