import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import { startGame } from '../../../src/session/games';
import PracticeScreen from '../../../src/ui/practice/PracticeScreen';
import { offerFormTable } from '../../../src/ui/practice/practiceTable';

let store: MemorySessionStore;
beforeEach(() => {
  store = new MemorySessionStore(true);
  useSessionStore(store);
});
afterEach(() => {
  cleanup();
  useSessionStore(null);
  offerFormTable([], -1);
});

const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const guide = () => document.querySelector('.practice-guide')?.textContent ?? '';

it('H3: guides a round step by step, explains the real outcome, and changes no score nor disc', async () => {
  render(<PracticeScreen />);
  tap('3 players');
  expect(guide()).toMatch(/^Everyone puts one disc face down/);
  tap('Everyone has placed');
  expect(guide()).toMatch(/^Nadia: add a disc/);
  tap('Bid…');
  tap('Bid 2');
  expect(guide()).toMatch(/^Omar: raise/);
  tap('Pass');
  tap('Pass');
  expect(guide()).toMatch(/^Nadia: flip the top disc of your own stack/);
  tap('Flower');
  expect(guide()).toMatch(/^Nadia: your own stack is face up/);
  // Nadia's own stack is face up: she picks Omar's stack and flips his skull.
  tap(/^Omar:/);
  tap('Skull');
  const end = screen.getByRole('region', { name: 'In a real game' });
  // R14 in a real game; nothing of it in practice, and nothing contradicts it.
  expect(end.textContent).toMatch(
    /Nadia gathers all their discs, from the mat and the hand, and mixes them face down. Omar draws one/,
  );
  const note = screen.getByRole('region', { name: 'In this practice round' });
  expect(note.textContent).toMatch(/Nothing goes in the box: Nadia keeps every disc/);
  expect(note.textContent).not.toMatch(/no disc leaves the table/);
  const seats = [...document.querySelectorAll('.chip .sr-only')].map((s) => s.textContent ?? '');
  expect(seats).toHaveLength(3);
  // Every disc still owned: mat plus hand make 4, none lost.
  for (const seat of seats) {
    const [, mat, hand] = /^(\d+) on the mat, (\d+) in hand$/.exec(seat) ?? [];
    expect(Number(mat) + Number(hand), seat).toBe(4);
  }
  expect(document.querySelectorAll('.chip-success, .chip.role-out')).toHaveLength(0);
  expect((await store.list()).summaries).toEqual([]);
});

it('H3: a won challenge awards no success either, and the round can be played again', () => {
  render(<PracticeScreen />);
  tap('4 players');
  tap('Everyone has placed');
  tap('Bid…');
  tap('Bid 1');
  tap('Pass');
  tap('Pass');
  tap('Pass');
  tap('Flower');
  expect(screen.getByRole('region', { name: 'In a real game' }).textContent).toMatch(
    /Success! Nadia flips their mat to its flower side/,
  );
  // Nobody is left with a flipped mat after practice.
  expect(screen.getByRole('region', { name: 'In this practice round' }).textContent).toMatch(
    /Nadia, flip your mat back, flower side down/,
  );
  expect(document.querySelectorAll('.chip-success')).toHaveLength(0);
  tap('Practise again');
  expect(guide()).toMatch(/^Everyone puts one disc face down/);
});

it('H3: practises with the players of the most recent saved game when there is one', async () => {
  const now = vi.spyOn(Date, 'now').mockReturnValue(1_000);
  await startGame({ players: ['Alba', 'Bruno', 'Chiara'], starter: 1 });
  now.mockReturnValue(2_000); // played later: the most recent game
  await startGame({ players: ['Zoe', 'Yann', 'Xavi', 'Wen'], starter: 0 });
  now.mockRestore();
  render(<PracticeScreen />);
  const button = await screen.findByRole('button', { name: 'Practise with Zoe, Yann, Xavi, and Wen' });
  expect(screen.getByText('The players of your most recent game.')).toBeTruthy();
  fireEvent.click(button);
  expect(guide()).toMatch(/Zoe places last/);
  expect([...document.querySelectorAll('.chip-name')].map((s) => s.textContent)).toEqual([
    'Zoe',
    'Yann',
    'Xavi',
    'Wen',
  ]);
});

it("H3: the new-game form's complete table comes first, with its chosen starter; an incomplete one is not used", async () => {
  await startGame({ players: ['Zoe', 'Yann', 'Xavi'], starter: 0 });
  offerFormTable(['Mia ', 'Noé', 'Oli'], 2);
  render(<PracticeScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Practise with Mia, Noé, and Oli' }));
  expect(guide()).toMatch(/Oli places last/);
  cleanup();
  offerFormTable(['Mia', '', 'Oli'], -1);
  render(<PracticeScreen />);
  expect(await screen.findByRole('button', { name: 'Practise with Zoe, Yann, and Xavi' })).toBeTruthy();
});

it('H3: offers only the sample players when no table is known', async () => {
  offerFormTable([], -1);
  render(<PracticeScreen />);
  await screen.findByRole('button', { name: '3 players' });
  await Promise.resolve();
  expect(screen.queryByRole('button', { name: /^Practise with/ })).toBeNull();
  tap('4 players');
  expect(guide()).toMatch(/Nadia places last/);
});

const cardsChosen = () => screen.getByRole<HTMLInputElement>('radio', { name: 'A deck of cards' }).checked;

it('R3: the form’s table plays the practice round with the cards it chose, names and all', async () => {
  offerFormTable(['Mia', 'Noé', 'Oli'], 0, 'cards');
  render(<PracticeScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Practise with Mia, Noé, and Oli' }));
  expect(guide()).toBe('Everyone puts one card face down in front of them; Mia places last.');
});

it('R3: cards chosen in a form with no complete table still come with the sample players', async () => {
  offerFormTable(['Mia', ''], -1, 'cards');
  render(<PracticeScreen />);
  await screen.findByRole('button', { name: '3 players' });
  await waitFor(() => expect(cardsChosen()).toBe(true));
  tap('3 players');
  expect(guide()).toMatch(/^Everyone puts one card face down/);
});

it('R3: the most recent game’s equipment comes with its players; the person may switch to discs', async () => {
  sessionStorage.clear(); // no hand-off from the form, whose choice would come first
  await startGame({ players: ['Zoe', 'Yann', 'Xavi'], starter: 0, equipment: 'cards' });
  render(<PracticeScreen />);
  await screen.findByRole('button', { name: 'Practise with Zoe, Yann, and Xavi' });
  await waitFor(() => expect(cardsChosen()).toBe(true));
  fireEvent.click(screen.getByRole('radio', { name: 'Discs and mats' }));
  expect(cardsChosen()).toBe(false);
  tap('Practise with Zoe, Yann, and Xavi');
  expect(guide()).toMatch(/^Everyone puts one disc face down/);
});

it('R3: the address of a card game’s rules opens the round in cards; with nothing known, it can be picked', async () => {
  render(<PracticeScreen equipment="cards" />);
  await screen.findByRole('button', { name: '3 players' });
  expect(cardsChosen()).toBe(true);
  cleanup();
  render(<PracticeScreen />);
  await screen.findByRole('button', { name: '3 players' });
  expect(cardsChosen()).toBe(false);
  fireEvent.click(screen.getByRole('radio', { name: 'A deck of cards' }));
  tap('3 players');
  tap('Everyone has placed');
  expect(guide()).toMatch(/^Nadia: add a card on top of your pile/);
});
