import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalActions, type Action, type GameState } from '../../../src/rules';
import { Controls } from '../../../src/ui/table/Controls';
import { StackChips } from '../../../src/ui/table/StackChips';
import { play } from '../rules/helpers';

afterEach(cleanup);

/** The pinned controls with the stack chips, holding the picker and the chosen stack as the screens do. */
function Harness({ state, onAction }: { state: GameState; onAction: (action: Action) => void }) {
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const legal = legalActions(state);
  const colors = state.players.map((_, i) => i);
  return (
    <>
      {state.phase === 'revealing' && (
        <StackChips state={state} legal={legal} colors={colors} chosen={chosen} actions={{ choose: setChosen }} />
      )}
      <Controls
        id="g"
        state={state}
        legal={legal}
        colors={colors}
        picking={picking}
        chosen={chosen}
        actions={{ act: onAction, pick: setPicking, show: () => {} }}
      />
    </>
  );
}
const show = (state: GameState) => {
  const onAction = vi.fn();
  render(<Harness state={state} onAction={onAction} />);
  return onAction;
};

const three = { players: ['Ann', 'Bob', 'Cat'], starter: 0 };
const addRound: Action[] = [
  { type: 'add', player: 0 },
  { type: 'add', player: 1 },
  { type: 'add', player: 2 },
];

describe('turn controls', () => {
  it('R6: with an empty hand there is no "Add a disc", the reason is shown, and bidding is the way on', () => {
    const onAction = show(play(three, [{ type: 'placeFirst' }, ...addRound, ...addRound, ...addRound]));
    expect(screen.queryByRole('button', { name: 'Add a disc' })).toBeNull();
    expect(screen.getByText('Ann has no disc left in hand and must open the bidding.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bid…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bid 12' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'bid', player: 0, amount: 12 });
  });

  it('R8, R9: once bidding has started there is no "Add a disc", only raises and a pass', () => {
    const onAction = show(play(three, [{ type: 'placeFirst' }, { type: 'bid', player: 0, amount: 1 }]));
    expect(screen.queryByRole('button', { name: 'Add a disc' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Raise to 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'pass', player: 1 });
  });
});

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
const ownDone: Action[] = [
  ...challenge,
  { type: 'flip', owner: 0, disc: 'flower' },
  { type: 'flip', owner: 0, disc: 'flower' },
];

describe('challenge controls', () => {
  it('R12: with a bid smaller than the own stack, the instruction says to stop at the bid, not to flip the whole stack', () => {
    // Ann has two discs on her mat and bids 1: one flower of her own ends the challenge, her second disc stays hidden.
    show(
      play(four, [
        { type: 'placeFirst' },
        { type: 'add', player: 0 },
        { type: 'add', player: 1 },
        { type: 'add', player: 2 },
        { type: 'add', player: 3 },
        { type: 'bid', player: 0, amount: 1 },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 3 },
      ]),
    );
    const instruction = [...document.querySelectorAll('.instruction')].map((p) => p.textContent).join(' ');
    expect(instruction).toContain('stop as soon as 1 flower shows');
    expect(instruction).not.toMatch(/stack first|discs? left/);
  });

  it('R11: the challenger flips their own stack first, with every opponent stack locked', () => {
    const onAction = show(play(four, challenge));
    expect(screen.getByText('Flip your own top disc; stop as soon as 6 flowers show.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { pressed: false })).toEqual([]);
    // Each opponent's chip shows a padlock drawn in CSS (no emoji font needed) and says why; the own stack has none.
    const chips = [...document.querySelectorAll('.stack-options .chip')];
    expect(chips.map((chip) => chip.querySelectorAll('.lock-mark').length)).toEqual([0, 1, 1, 1]);
    expect(chips.map((chip) => chip.textContent?.includes('locked until your own stack is face up'))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(document.body.textContent).not.toContain('🔒');
    fireEvent.click(screen.getByRole('button', { name: 'Flower' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'flip', owner: 0, disc: 'flower' });
  });

  it('P1: asks for a face only through the two buttons of the chosen stack, never before', () => {
    show(play(four, ownDone));
    expect(screen.getByText('Choose any opponent’s top disc')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flower' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skull' })).toBeNull();
  });

  it('R11: then offers every opponent stack that still has a face-down disc, passed players included', () => {
    const onAction = show(play(four, [...ownDone, { type: 'flip', owner: 3, disc: 'flower' }]));
    const options = screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent ?? '');
    expect(options).toHaveLength(2);
    expect(options[0]).toMatch(/Bob/);
    expect(options[1]).toMatch(/Cat/);
    fireEvent.click(screen.getByRole('button', { name: /Cat: 2 discs face down/ }));
    expect(screen.getByRole('group', { name: 'What does Cat’s top disc show?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skull' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'flip', owner: 2, disc: 'skull' });
  });

  it('R12: keeps a running count of flowers against the bid', () => {
    show(play(four, ownDone));
    expect(screen.getByText('Flowers: 2 of 6')).toBeTruthy();
  });

  it('R11: a single remaining stack is chosen at once', () => {
    const onAction = show(
      play(three, [
        { type: 'placeFirst' },
        { type: 'add', player: 0 },
        { type: 'bid', player: 1, amount: 3 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 0 },
        { type: 'flip', owner: 1, disc: 'flower' },
        { type: 'flip', owner: 2, disc: 'flower' },
      ]),
    );
    expect(screen.getByText('Flowers: 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Flower' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'flip', owner: 0, disc: 'flower' });
  });
});
