import { messages } from './setup.messages';
import type { SetupActions } from './setupActions';
import { maxSeats, type SetupForm } from './setupState';
import { Hint } from './Hint';
import { PlayerRow } from './PlayerRow';
import { MIN_PLAYERS, nameErrors } from './tableForm';

/** R1: the seats in clockwise order, each a row, and a button for one more while the variants allow it. */
export function PlayersSection({ form, actions }: { form: SetupForm; actions: SetupActions }) {
  const m = messages();
  const errors = nameErrors(form.rows.map((r) => r.name));
  const cards = form.variants.equipment === 'cards';
  return (
    <fieldset class="players-section" aria-describedby="players-hint">
      <legend>{m.playersTitle}</legend>
      <Hint id="players-hint" text={m.playersHint} about={m.playersTitle} />
      <ol class="player-rows">
        {form.rows.map((row, index) => (
          <PlayerRow
            key={row.key}
            seat={{
              row,
              index,
              count: form.rows.length,
              error: errors[index] ?? null,
              showEmpty: form.submitted || form.touched.includes(row.key),
              canRemove: form.rows.length > MIN_PLAYERS,
              cards,
            }}
            actions={actions}
          />
        ))}
      </ol>
      {form.rows.length < maxSeats(form) && (
        <button type="button" class="wide add-player" onClick={actions.add}>
          {m.addPlayer}
        </button>
      )}
    </fieldset>
  );
}
