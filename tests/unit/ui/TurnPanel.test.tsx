import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalActions, type Action } from '../../../src/rules';
import { TurnPanel } from '../../../src/ui/table/TurnPanel';
import { play } from '../rules/helpers';

afterEach(cleanup);
const three = { players: ['Ann', 'Bob', 'Cat'], starter: 0 };
const addRound: Action[] = [{ type: 'add', player: 0 }, { type: 'add', player: 1 }, { type: 'add', player: 2 }];

describe('TurnPanel', () => {
  it('R6: with an empty hand, "Add a disc" is disabled with the reason, and bidding is the way on', () => {
    const state = play(three, [{ type: 'placeFirst' }, ...addRound, ...addRound, ...addRound]);
    const onAction = vi.fn();
    render(<TurnPanel state={state} legal={legalActions(state)} onAction={onAction} />);
    const add = screen.getByRole('button', { name: 'Add a disc' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Ann has no disc left in hand, so must bid.').id).toBe(add.getAttribute('aria-describedby'));
    fireEvent.click(screen.getByRole('button', { name: 'Bid…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bid 12' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'bid', player: 0, amount: 12 });
  });

  it('R8, R9: once bidding has started there is no "Add a disc", only raises and a pass', () => {
    const state = play(three, [{ type: 'placeFirst' }, { type: 'bid', player: 0, amount: 1 }]);
    const onAction = vi.fn();
    render(<TurnPanel state={state} legal={legalActions(state)} onAction={onAction} />);
    expect(screen.queryByRole('button', { name: 'Add a disc' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'pass', player: 1 });
  });
});

describe('TurnPanel focus', () => {
  it('opening the bid picker focuses the first amount, and cancelling returns focus to "Bid…"', async () => {
    const state = play(three, [{ type: 'placeFirst' }]);
    render(<TurnPanel state={state} legal={legalActions(state)} onAction={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bid…' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Bid 1');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement?.textContent).toBe('Bid…');
  });
});
