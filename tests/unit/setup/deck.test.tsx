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

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const deckNote = () => document.querySelector('.deck-note')?.textContent;
const REFUSAL = 'This deck has number cards for 5 players at most: seat fewer players or choose another deck.';
const fill = (names: string[]) => {
  for (const [i, box] of screen.getAllByRole('textbox').entries())
    fireEvent.input(box, { target: { value: names[i] } });
};

async function started() {
  await waitFor(() => expect(location.hash).toMatch(/^#\/game\//));
  return (await latestSession(decodeURIComponent(location.hash.slice('#/game/'.length))))!;
}

it('R3: the deck is asked only of a card table, the 52-card deck first, each with its flowers and skulls', () => {
  render(<NewGameScreen />);
  expect(screen.queryByRole('radio', { name: 'A Skat deck (32 cards)' })).toBeNull();
  fireEvent.click(radio('A deck of cards (the travel set)'));
  expect(radio('A 52-card deck').checked).toBe(true);
  expect(document.getElementById('deck-hint')!.textContent).toMatch(/^Flowers: 2 to 10\. Skull: a jack, queen or king/);
  fireEvent.click(radio('A Spanish deck (40 cards)'));
  expect(document.getElementById('deck-hint')!.textContent).toMatch(/sota, caballo or rey \(numbered 10, 11 and 12\)/);
  fireEvent.click(radio('Discs and mats (the box)'));
  expect(screen.queryByRole('radio', { name: 'A 52-card deck' })).toBeNull();
});

it('R1, R3: a Skat deck at a table of six is refused where the deck is chosen, and Start starts nothing', async () => {
  render(<NewGameScreen />);
  fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
  fill(['Ann', 'Bob', 'Cat', 'Dee', 'Eve', 'Fay']);
  fireEvent.click(radio('A deck of cards (the travel set)'));
  expect(deckNote()).toBe('');
  fireEvent.click(radio('A Skat deck (32 cards)'));
  expect(deckNote()).toBe(REFUSAL);
  fireEvent.click(screen.getByRole('button', { name: 'Ann' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
  expect(document.activeElement).toBe(radio('A Skat deck (32 cards)'));
  expect(location.hash).toBe('#/new');
  fireEvent.click(screen.getByRole('button', { name: 'Seat options for Fay' }));
  fireEvent.click(screen.getByRole('button', { name: 'Remove Fay' }));
  expect(deckNote()).toBe('');
  expect(screen.queryByRole('button', { name: 'Add a player' })).toBeNull(); // five is the most a Skat deck seats
  fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
  expect((await started()).config).toEqual({
    players: ['Ann', 'Bob', 'Cat', 'Dee', 'Eve'],
    starter: 0,
    lastChance: false,
    equipment: 'cards',
    deck: 'skat',
  });
});

it('R3: Same table as last time keeps that game’s deck', async () => {
  await startGame({ players: ['Ann', 'Bob', 'Cat'], starter: 0, equipment: 'cards', deck: 'italian' });
  render(<NewGameScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Same table as last time' }));
  await waitFor(() => expect(radio('An Italian deck (40 cards)').checked).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Bob' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
  expect((await started()).config).toMatchObject({ equipment: 'cards', deck: 'italian', starter: 1 });
});
