import type { Action, GameState } from '../../rules';
import { MatToken } from '../components/MatToken';
import { FitName } from './FitName';
import type { TableActions } from './tableActions';
import { useTableWords } from './equipment';

interface Props {
  state: GameState;
  legal: Action[];
  colors: number[];
  chosen: number | null;
  actions: Pick<TableActions, 'choose'>;
  /** The seats this list shows, in this order; a seat with no stack keeps its place, empty (flat mode). */
  seats?: readonly number[];
}

/** R11: the stacks as chips with their face-down counts; opponents stay locked until the own stack is done. */
export function StackChips({ state, legal, colors, chosen, actions, seats }: Props) {
  const m = useTableWords();
  const challenger = state.challenger ?? 0;
  const owners = new Set(legal.flatMap((a) => (a.type === 'flip' ? [a.owner] : [])));
  const ownFirst = owners.has(challenger);
  return (
    <ul class="chips stack-options" aria-label={m.stacksTitle}>
      {(seats ?? state.players.map((_, seat) => seat)).map((seat) => {
        const p = state.players[seat]!;
        const down = p.stack - p.flipped;
        if (p.eliminated || p.stack === 0)
          return seats ? <li key={seat} class="chip stack is-gone" aria-hidden="true" /> : null;
        const label = m.stackOption(p.name, down);
        if (seat === challenger || !owners.has(seat)) {
          const note = seat === challenger ? m.ownStack(down) : ownFirst && down > 0 ? m.locked : '';
          return (
            <li key={seat} class={`chip stack${seat === challenger ? ' is-own' : ''}${down === 0 ? ' is-done' : ''}`}>
              <span class="chip-button">
                <MatToken color={colors[seat] ?? seat} />
                <span class="chip-body">
                  <FitName class="chip-name" name={p.name} lines={2} min={11} />
                  <span class="chip-line">
                    <span class="marks" aria-hidden="true">
                      {'▢'.repeat(down)} {down}
                      {ownFirst && seat !== challenger && down > 0 && <span class="lock-mark" />}
                    </span>
                  </span>
                  <span class="sr-only">{note ? `${label}, ${note}` : label}</span>
                </span>
              </span>
            </li>
          );
        }
        return (
          <li key={seat} class="chip stack">
            <button
              type="button"
              class="chip-button"
              aria-pressed={chosen === seat}
              aria-label={label}
              onClick={() => actions.choose(seat)}
            >
              <MatToken color={colors[seat] ?? seat} />
              <span class="chip-body" aria-hidden="true">
                <FitName class="chip-name" name={p.name} lines={2} min={11} />
                <span class="chip-line">
                  <span class="marks">
                    {'▢'.repeat(down)} {down}
                  </span>
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
