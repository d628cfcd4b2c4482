import { useEffect, useRef } from 'preact/hooks';
import { messages } from './table.messages';

interface Props {
  /** Exactly the legal amounts, from legalActions. */
  amounts: number[];
  prompt: string;
  onBid: (amount: number) => void;
  onCancel?: () => void;
  /** Moves focus to the first amount when the picker opens on request. */
  focusFirst?: boolean;
}

/** A grid of the legal bid amounts: one tap bids; nothing else can be entered. */
export function BidPicker({ amounts, prompt, onBid, onCancel, focusFirst = false }: Props) {
  const m = messages();
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirst) grid.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div class="bid-picker" role="group" aria-label={prompt}>
      <p class="picker-prompt" aria-hidden="true">
        {prompt}
      </p>
      <div class="bid-grid" ref={grid}>
        {amounts.map((n, i) => (
          <button
            type="button"
            class="bid-amount"
            key={n}
            aria-label={m.bidOption(n)}
            data-autofocus={i === 0 ? '' : undefined}
            onClick={() => onBid(n)}
          >
            {n}
          </button>
        ))}
      </div>
      {onCancel && (
        <button type="button" class="link-button" onClick={onCancel}>
          {m.cancel}
        </button>
      )}
    </div>
  );
}
