import type { Action, GameState } from '../../rules';
import { MatToken } from '../components/MatToken';
import { oneAway, Score, StackMarks } from './ChipMarks';
import { FitName } from './FitName';
import type { TableActions } from './tableActions';
import { useEquipment, useTableWords } from './equipment';

interface Props {
  state: GameState;
  legal: Action[];
  colors: number[];
  chosen: number | null;
  actions: Pick<TableActions, 'choose'>;
  /** The seats this list shows, in this order; a seat with no stack keeps its place, empty (flat mode). */
  seats?: readonly number[];
}

/** R11: the stacks as chips with their face-down counts and the flowers flipped from each; opponents stay locked until
 *  the own stack is done. */
export function StackChips({ state, legal, colors, chosen, actions, seats }: Props) {
  const m = useTableWords();
  const cards = useEquipment() === 'cards';
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
        const flipped = p.flipped > 0 ? m.flowersFlipped(p.flipped) : '';
        const label = [m.stackOption(p.name, down), flipped].filter(Boolean).join(', ');
        const near = oneAway(p.successes) ? ' is-one-away' : '';
        // The count of discs still face down, and after it a lock while the own stack comes first (R11).
        const line = (locked: boolean) => (
          <span class="chip-line">
            <StackMarks flipped={p.flipped} down={down} cards={cards} />
            {down > 0 && (
              <span class="stack-count" aria-hidden="true">
                {down}
                {locked && <span class="lock-mark" />}
              </span>
            )}
            <Score successes={p.successes} />
          </span>
        );
        if (seat === challenger || !owners.has(seat)) {
          const locked = ownFirst && seat !== challenger && down > 0;
          const note = seat === challenger ? m.ownStack(down) : locked ? m.locked : '';
          return (
            <li
              key={seat}
              class={`chip stack${seat === challenger ? ' is-own' : ''}${down === 0 ? ' is-done' : ''}${near}`}
            >
              <span class="chip-button">
                <MatToken color={colors[seat] ?? seat} />
                <span class="chip-body">
                  <FitName class="chip-name" name={p.name} lines={2} min={11} />
                  {line(locked)}
                  <span class="sr-only">{note ? `${label}, ${note}` : label}</span>
                </span>
              </span>
            </li>
          );
        }
        return (
          <li key={seat} class={`chip stack${near}`}>
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
                {line(false)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
