// R3: "Deal the cards" shows once at the start of a card game, and never in a disc game or once play has begun.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openGame, startGame } from '../../../src/session/controller';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import TableScreen from '../../../src/ui/table/TableScreen';
import { cardTable } from './cardGame';

beforeEach(() => {
  useSessionStore(new MemorySessionStore(true));
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  useSessionStore(null);
});

const drawn = async (id: string) => {
  const view = render(<TableScreen id={id} />);
  await waitFor(() => expect(document.querySelector('main[data-actions]')).toBeTruthy());
  return view;
};
const deal = () => screen.queryByRole('dialog', { name: 'Deal the cards' });

it('R3: a new card game opens on the deal, linked to the travel set; once done it does not come back', async () => {
  const id = await startGame(cardTable);
  const first = await drawn(id);
  expect(deal()).toBeTruthy();
  expect(screen.getByRole('link', { name: 'The travel set in the rules' }).getAttribute('href')).toBe(
    '#/rules/travel-set',
  );
  fireEvent.click(screen.getByRole('button', { name: 'The cards are dealt' }));
  await waitFor(() => expect(deal()).toBeNull());
  first.unmount();
  await drawn(id);
  expect(deal()).toBeNull();
});

it('R3: no deal in a disc game, nor in a card game already under way', async () => {
  const { equipment: _, ...discs } = cardTable;
  await drawn(await startGame(discs));
  expect(deal()).toBeNull();
  cleanup();
  const id = await startGame(cardTable);
  const game = (await openGame(id))!;
  await game.dispatch({ type: 'placeFirst' });
  game.close();
  await drawn(id);
  expect(deal()).toBeNull();
});
