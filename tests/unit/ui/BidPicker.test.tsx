import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalActions, type GameState } from '../../../src/rules';
import { BidPicker } from '../../../src/ui/table/BidPicker';
import { play } from '../rules/helpers';

afterEach(cleanup);

const amountsOf = (state: GameState) => legalActions(state).flatMap((a) => (a.type === 'bid' ? [a.amount] : []));

describe('BidPicker', () => {
  it('shows one "Bid N" button per amount the engine lists for an opening bid, in order', () => {
    const state = play({ players: ['Ann', 'Bob', 'Cat', 'Dan'], starter: 0 }, [
      { type: 'placeFirst' },
      { type: 'add', player: 0 },
    ]);
    render(<BidPicker amounts={amountsOf(state)} prompt="How many flowers?" onBid={() => {}} />);
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Bid 1', 'Bid 2', 'Bid 3', 'Bid 4', 'Bid 5']);
  });

  it('shows only the raises the engine lists, and no button for an amount it leaves out', () => {
    const state = play({ players: ['Ann', 'Bob', 'Cat'], starter: 0 }, [
      { type: 'placeFirst' },
      { type: 'bid', player: 0, amount: 1 },
    ]);
    render(<BidPicker amounts={amountsOf(state)} prompt="Raise to" onBid={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['2', '3']);
    expect(screen.queryByRole('button', { name: 'Bid 1' })).toBeNull();
  });

  it('one tap bids the amount tapped', () => {
    const onBid = vi.fn();
    render(<BidPicker amounts={[3, 4, 5]} prompt="Raise to" onBid={onBid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bid 4' }));
    expect(onBid).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('is a named group, and a cancel button appears only when the picker can be closed', () => {
    const onCancel = vi.fn();
    const { rerender } = render(<BidPicker amounts={[1]} prompt="How many flowers?" onBid={() => {}} />);
    expect(screen.getByRole('group', { name: 'How many flowers?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    rerender(<BidPicker amounts={[1]} prompt="How many flowers?" onBid={() => {}} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('moves focus to the first amount when opened on request', () => {
    render(<BidPicker amounts={[2, 3]} prompt="How many flowers?" onBid={() => {}} focusFirst />);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Bid 2');
  });
});
