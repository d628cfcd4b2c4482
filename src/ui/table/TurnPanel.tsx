import { useEffect, useRef, useState } from 'preact/hooks';
import type { Action, GameState } from '../../rules';
import { BidPicker } from './BidPicker';
import { messages } from './table.messages';

interface Props {
  state: GameState;
  legal: Action[];
  onAction: (action: Action) => void;
  onRedrawn?: () => void;
}

/** R6–R9: add or open the bidding while adding; raise or pass while bidding. Only legal moves show. */
export function TurnPanel({ state, legal, onAction, onRedrawn }: Props) {
  const m = messages();
  const [picking, setPicking] = useState(false);
  const bidButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  // Closing the picker hands focus back to the button that opened it.
  useEffect(() => {
    if (picking) onRedrawn?.();
    if (!picking && cancelled.current) bidButton.current?.focus();
    cancelled.current = false;
  }, [picking]);
  const player = state.turn ?? 0;
  const name = state.players[player]?.name ?? '';
  const amounts = legal.flatMap((a) => (a.type === 'bid' ? [a.amount] : []));
  const canAdd = legal.some((a) => a.type === 'add');
  const canPass = legal.some((a) => a.type === 'pass');
  const bid = (amount: number) => onAction({ type: 'bid', player, amount });

  if (state.phase === 'bidding') {
    return (
      <div class="phase-panel">
        <p class="instruction">{m.biddingHint(name, state.bid?.amount ?? 0)}</p>
        {amounts.length > 0 && <BidPicker amounts={amounts} prompt={m.raisePrompt} onBid={bid} />}
        {canPass && (
          <button type="button" class="wide" onClick={() => onAction({ type: 'pass', player })}>
            {m.pass}
          </button>
        )}
      </div>
    );
  }

  if (picking) {
    return (
      <div class="phase-panel">
        <BidPicker amounts={amounts} prompt={m.bidPrompt} onBid={bid} onCancel={() => {
            cancelled.current = true;
            setPicking(false);
          }} focusFirst />
      </div>
    );
  }

  return (
    <div class="phase-panel">
      <p class="instruction">{m.addingHint(name)}</p>
      <div class="action-row">
        <button
          type="button"
          class="primary"
          disabled={!canAdd}
          aria-describedby={canAdd ? undefined : 'empty-hand'}
          data-autofocus={canAdd ? '' : undefined}
          onClick={() => onAction({ type: 'add', player })}
        >
          {m.addDisc}
        </button>
        <button
          type="button"
          ref={bidButton}
          class={canAdd ? '' : 'primary'}
          data-autofocus={canAdd ? undefined : ''}
          onClick={() => setPicking(true)}
        >
          {m.openBid}
        </button>
      </div>
      {!canAdd && (
        <p class="reason" id="empty-hand">
          {m.emptyHand(name)}
        </p>
      )}
    </div>
  );
}
