import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MemorySessionStore } from '../../../src/session/memoryStore';
import { useSessionStore } from '../../../src/session/storage';
import PracticeScreen from '../../../src/ui/practice/PracticeScreen';

let store: MemorySessionStore;
beforeEach(() => {
  store = new MemorySessionStore(true);
  useSessionStore(store);
});
afterEach(() => {
  cleanup();
  useSessionStore(null);
});

const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const guide = () => document.querySelector('.practice-guide')?.textContent ?? '';

it('H3: guides a round step by step, explains the real outcome, and changes no score nor disc', async () => {
  render(<PracticeScreen />);
  tap('3 players');
  expect(guide()).toMatch(/^Everyone puts one disc face down/);
  tap('Everyone has placed');
  expect(guide()).toMatch(/^Ana: add a disc/);
  tap('Bid…');
  tap('Bid 2');
  expect(guide()).toMatch(/^Ben: raise/);
  tap('Pass');
  tap('Pass');
  expect(guide()).toMatch(/^Ana flips one disc at a time/);
  tap('Flower');
  // Ana's own stack is face up: she picks Ben's stack and hits his skull.
  tap(/^Ben:/);
  tap('Skull');
  const end = screen.getByRole('region', { name: 'In a real game' });
  expect(end.textContent).toMatch(/Ben takes one of Ana's discs at random/);
  expect(end.textContent).toMatch(/nobody gains a success and no disc leaves the table/);
  const seats = [...document.querySelectorAll('.seat')].map((s) => s.textContent);
  expect(seats).toHaveLength(3);
  for (const seat of seats) expect(seat).toMatch(/owns 4/);
  expect(document.querySelectorAll('.tag-success, .tag-out')).toHaveLength(0);
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
  expect(screen.getByRole('region', { name: 'In a real game' }).textContent).toMatch(/Challenge won!/);
  expect(document.querySelectorAll('.tag-success')).toHaveLength(0);
  tap('Practise again');
  expect(guide()).toMatch(/^Everyone puts one disc face down/);
});
