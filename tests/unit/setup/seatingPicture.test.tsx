// Issue 32: at setup, where everyone sits is chosen on a picture of the table; its clockwise order is the turn order,
// and the game starts with that seating.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { latestSession } from '../../../src/session/games';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import NewGameScreen from '../../../src/ui/setup/NewGameScreen';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  useSessionStore(new MemorySessionStore(true));
  location.hash = '#/new';
});

const names = () => screen.getAllByRole('textbox').map((t) => (t as HTMLInputElement).value);

it('moving a player on the picture reorders the players clockwise, and the game starts seated so', async () => {
  render(<NewGameScreen />);
  for (const [i, box] of screen.getAllByRole('textbox').entries())
    fireEvent.input(box, { target: { value: ['Ann', 'Bob', 'Cat', 'Dan'][i] } });
  expect(screen.queryByRole('button', { name: 'Bob, near edge. Move' })).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: /^Flat on the table/ }));
  // The picture is a part of its own, drawn once its chunk is there (src/ui/table/lazyParts.ts).
  fireEvent.click(await screen.findByRole('button', { name: 'Bob, near edge. Move' }));
  // Before the game every place is offered, the far edge after Dan too.
  fireEvent.click(screen.getByRole('button', { name: 'Seat Bob at the far edge, after Dan' }));
  expect(names()).toEqual(['Ann', 'Cat', 'Dan', 'Bob']);
  expect(document.querySelector('.seating-order')!.textContent).toBe('Turn order, clockwise: Ann → Cat → Dan → Bob');
  fireEvent.click(screen.getAllByRole('button', { name: 'Ann' }).at(-1)!);
  fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
  await waitFor(() => expect(location.hash).toMatch(/^#\/game\//));
  const id = decodeURIComponent(location.hash.slice('#/game/'.length));
  expect((await latestSession(id))!.config.players).toEqual(['Ann', 'Cat', 'Dan', 'Bob']);
  expect(JSON.parse(localStorage.getItem(`skull-table:flat:${id}`)!)).toEqual({
    flat: true,
    edges: ['near', 'far', 'far', 'far'],
    ring: [0, 1, 2, 3],
  });
});
