import type { Action, GameState } from '../../rules';
import { MatToken } from '../components/MatToken';
import { messages } from './table.messages';

/** R20: the challenger who knocked themselves out picks who starts, among players still in. */
export function StarterChoice({ state, legal, colors, onAction }: { state: GameState; legal: Action[]; colors: number[]; onAction: (a: Action) => void }) {
  const m = messages();
  const seats = legal.flatMap((a) => (a.type === 'chooseStarter' ? [a.player] : []));
  return (
    <div class="phase-panel">
      <h2 class="instruction">{m.whoStarts}</h2>
      <ul class="choice-list">
        {seats.map((seat, i) => (
          <li key={seat}>
            <button
              type="button"
              class="stack-option"
              data-autofocus={i === 0 ? '' : undefined}
              onClick={() => onAction({ type: 'chooseStarter', player: seat })}
            >
              <MatToken color={colors[seat] ?? seat} />
              <span>{state.players[seat]?.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
