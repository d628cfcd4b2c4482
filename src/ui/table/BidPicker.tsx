import { useLayoutEffect, useRef } from 'preact/hooks';
import { useTableWords } from './equipment';

interface Props {
  /** Exactly the legal amounts, from legalActions. */
  amounts: number[];
  prompt: string;
  onBid: (amount: number) => void;
  onCancel?: () => void;
  /** Moves focus to the first amount when the picker opens on request. */
  focusFirst?: boolean;
  /** The table total: bidding it starts the challenge at once, so it is marked. */
  allAt?: number;
  allNote?: string;
}

/** A grid of the legal bid amounts: one tap bids; nothing else can be entered. */
export function BidPicker({ amounts, prompt, onBid, onCancel, focusFirst = false, allAt, allNote }: Props) {
  const m = useTableWords();
  const grid = useRef<HTMLDivElement>(null);
  // Focus moves before the frame is drawn: the frame that shows this is the one the tap settles in.
  useLayoutEffect(() => {
    if (focusFirst) grid.current?.querySelector('button')?.focus();
  }, []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border, padding, min-width and legend; the role names these buttons as one.
    <div class="bid-picker" role="group" aria-label={prompt}>
      <p class="picker-prompt" aria-hidden="true">
        {prompt}
      </p>
      <div class="bid-grid" ref={grid}>
        {amounts.map((n, i) => (
          <button
            type="button"
            class={`bid-amount${n === allAt ? ' is-all' : ''}`}
            key={n}
            aria-label={m.bidOption(n)}
            aria-describedby={n === allAt && allNote ? 'picker-all-note' : undefined}
            data-autofocus={i === 0 ? '' : undefined}
            onClick={() => onBid(n)}
          >
            {n}
          </button>
        ))}
      </div>
      {allNote && amounts.includes(allAt ?? -1) && (
        <p class="picker-note" id="picker-all-note">
          <span class="all-swatch" aria-hidden="true" /> {allNote}
        </p>
      )}
      {onCancel && (
        <button type="button" class="link-button" onClick={onCancel}>
          {m.cancel}
        </button>
      )}
    </div>
  );
}
