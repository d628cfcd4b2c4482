import { messages } from './table.messages';

/** R4: everyone places one disc; one tap confirms it for the whole table. */
export function PlacingPanel({ starter, onPlaced }: { starter: string; onPlaced: () => void }) {
  const m = messages();
  return (
    <div class="phase-panel">
      <p class="instruction">{m.placeInstruction(starter)}</p>
      <button type="button" class="primary wide" data-autofocus="" onClick={onPlaced}>
        {m.placedButton}
      </button>
    </div>
  );
}
