import { useState } from 'preact/hooks';
import type { Action, Disc, GameState } from '../../rules';
import { MatToken } from '../components/MatToken';
import { messages } from './table.messages';

interface Props {
  state: GameState;
  legal: Action[];
  colors: number[];
  onFlip: (owner: number, disc: Disc) => void;
  onRedrawn?: () => void;
}

/** R11: the challenger's own stack first, then any opponent stack that still has a face-down disc. */
export function FlipPanel({ state, legal, colors, onFlip, onRedrawn }: Props) {
  const m = messages();
  const [picked, setPicked] = useState<number | null>(null);
  const challenger = state.challenger ?? 0;
  const owners = [...new Set(legal.flatMap((a) => (a.type === 'flip' ? [a.owner] : [])))];
  const own = owners.includes(challenger);
  const chosen = own ? challenger : owners.length === 1 ? owners[0]! : picked !== null && owners.includes(picked) ? picked : null;
  const bid = state.bid?.amount ?? 0;
  const me = state.players[challenger]!;
  const faceDown = (seat: number) => {
    const p = state.players[seat]!;
    return p.stack - p.flipped;
  };

  return (
    <div class="flip-panel">
      <p class="flip-count">
        {m.flowersCount(state.flowersShown, bid)}
      </p>
      <p class="instruction">{own ? m.flipOwnFirst(me.stack - me.flipped) : m.chooseOpponent}</p>
      {!own && (
        <ul class="stack-options">
          {owners.map((seat, i) => (
            <li key={seat}>
              <button
                type="button"
                class={`stack-option${chosen === seat ? ' chosen' : ''}`}
                aria-pressed={chosen === seat}
                data-autofocus={chosen === null && i === 0 ? '' : undefined}
                onClick={() => {
                  if (seat !== chosen) onRedrawn?.();
                  setPicked(seat);
                }}
              >
                <MatToken color={colors[seat] ?? seat} />
                <span>{m.stackOption(state.players[seat]!.name, faceDown(seat))}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen !== null && (
        <div class="flip-choice" role="group" aria-label={own ? m.whatOwn : m.whatOther(state.players[chosen]!.name)}>
          <p class="flip-question" aria-hidden="true">
            {own ? m.whatOwn : m.whatOther(state.players[chosen]!.name)}
          </p>
          <div class="flip-buttons">
            <button type="button" class="flip flower" data-autofocus="" onClick={() => onFlip(chosen, 'flower')}>
              <span class="flip-icon" aria-hidden="true" />
              {m.flower}
            </button>
            <button type="button" class="flip skull" onClick={() => onFlip(chosen, 'skull')}>
              <span class="flip-icon" aria-hidden="true" />
              {m.skull}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
