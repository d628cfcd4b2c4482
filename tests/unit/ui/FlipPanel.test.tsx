import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalActions, type Action, type GameState } from '../../../src/rules';
import { FlipPanel } from '../../../src/ui/table/FlipPanel';
import { play } from '../rules/helpers';

afterEach(cleanup);

// Ann adds twice (stack 3), Bob and Cat add once (stack 2), Dan keeps one; Ann bids 6 and everyone passes.
const challenge: Action[] = [
  { type: 'placeFirst' },
  { type: 'add', player: 0 },
  { type: 'add', player: 1 },
  { type: 'add', player: 2 },
  { type: 'bid', player: 3, amount: 2 },
  { type: 'bid', player: 0, amount: 6 },
  { type: 'pass', player: 1 },
  { type: 'pass', player: 2 },
  { type: 'pass', player: 3 },
];
const four = { players: ['Ann', 'Bob', 'Cat', 'Dan'], starter: 0 };

function renderPanel(state: GameState, onFlip = vi.fn()) {
  render(<FlipPanel state={state} legal={legalActions(state)} colors={[0, 1, 2, 3]} onFlip={onFlip} />);
  return onFlip;
}

describe('FlipPanel', () => {
  it('R11: the challenger flips their own stack first, with no opponent stack on offer', () => {
    const state = play(four, challenge);
    const onFlip = renderPanel(state);
    expect(screen.getByText('Flip your own stack first: 2 discs left')).toBeTruthy();
    expect(screen.queryByText(/face down/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Flower' }));
    expect(onFlip).toHaveBeenCalledExactlyOnceWith(0, 'flower');
  });

  it('P1: asks for a face only through the two buttons of the chosen stack, never before', () => {
    const state = play(four, [...challenge, { type: 'flip', owner: 0, disc: 'flower' }, { type: 'flip', owner: 0, disc: 'flower' }]);
    renderPanel(state);
    expect(screen.getByText("Choose any opponent’s top disc")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flower' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skull' })).toBeNull();
  });

  it('R11: then offers every opponent stack that still has a face-down disc, passed players included', () => {
    let state = play(four, [...challenge, { type: 'flip', owner: 0, disc: 'flower' }, { type: 'flip', owner: 0, disc: 'flower' }]);
    state = play(state, [{ type: 'flip', owner: 3, disc: 'flower' }]);
    const onFlip = renderPanel(state);
    const options = screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent);
    expect(options).toEqual(['BBob: 2 discs face down', 'GCat: 2 discs face down']);
    fireEvent.click(screen.getByRole('button', { name: /Cat: 2 discs face down/ }));
    expect(screen.getByRole('group', { name: 'What does Cat’s top disc show?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skull' }));
    expect(onFlip).toHaveBeenCalledExactlyOnceWith(2, 'skull');
  });

  it('R12: keeps a running count of flowers against the bid', () => {
    const state = play(four, [...challenge, { type: 'flip', owner: 0, disc: 'flower' }, { type: 'flip', owner: 0, disc: 'flower' }]);
    renderPanel(state);
    expect(screen.getByText('Flowers: 2 of 6')).toBeTruthy();
  });

  it('R11: a single remaining stack is chosen at once', () => {
    const three = { players: ['Ann', 'Bob', 'Cat'], starter: 0 };
    const state = play(three, [
      { type: 'placeFirst' },
      { type: 'add', player: 0 },
      { type: 'bid', player: 1, amount: 3 },
      { type: 'pass', player: 2 },
      { type: 'pass', player: 0 },
      { type: 'flip', owner: 1, disc: 'flower' },
      { type: 'flip', owner: 2, disc: 'flower' },
    ]);
    const onFlip = renderPanel(state);
    expect(screen.getByText('Flowers: 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Flower' }));
    expect(onFlip).toHaveBeenCalledExactlyOnceWith(0, 'flower');
  });
});
