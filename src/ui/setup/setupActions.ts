// What a tap on the new-game form does: an event for its reducer, and the effects beyond it (focus, starting the game).
import type { Dispatch } from 'preact/hooks';
import { withVariants, type VariantKey, type Variants } from '../../rules';
import { rememberColors, seatingOf, startGame, type Player } from '../../session';
import { saveMatColors } from '../components/matColors';
import { errorText } from '../refusals/ruleErrorText';
import { navigate } from '../route';
import { saveFlat } from '../table/flat';
import type { Seating } from '../table/seating';
import { forgetForm } from './keptForm';
import { formSeating, seatedTable, submission, type SetupEvent, type SetupForm } from './setupState';
import { colorsToRemember, moveRow, randomSeat, type PlayerRowData } from './tableForm';
import { VARIANT_CONTROLS } from './variantControls';

/** The one object every section of the form acts through. */
export interface SetupActions {
  type: (key: number, name: string) => void;
  leave: (key: number) => void;
  recolour: (key: number) => void;
  move: (index: number, delta: number) => void;
  remove: (key: number) => void;
  add: () => void;
  /** A chip takes the first empty seat (or a new one) in the player's favourite colour; a clash is said, not hidden. */
  seat: (player: Player) => void;
  choose: <K extends VariantKey>(key: K, value: Variants[K]) => void;
  flat: (on: boolean) => void;
  /** Where everyone sits, moved on the picture of the table: the rows follow its clockwise order. */
  arrange: (seating: Seating) => void;
  pick: (key: number) => void;
  /** "Draw at random" began rolling (StarterPicker). */
  drawing: () => void;
  submit: (e: Event) => void;
  /** Start, once the draw tapped during has picked. */
  startNow: () => void;
  drawAndStart: () => void;
}

/** Starts the game the form describes, then remembers its colours and layout; a refusal is said on the form. */
async function start(form: SetupForm, table: PlayerRowData[], seat: number, known: Player[]): Promise<string> {
  const colors = table.map((r) => r.color);
  const config = withVariants({ players: table.map((r) => r.name.trim()), starter: seat }, form.variants);
  const id = await startGame(
    config,
    table.map((r) => r.player),
  );
  saveMatColors(id, colors);
  forgetForm(); // the form kept through a practice round has become this game
  if (form.flat) saveFlat(id, { flat: true, ...formSeating(form, table) });
  // Only colours chosen here, or for players with none yet: a favourite is never overwritten by a clash.
  const favourite = (player: string) => known.find((p) => p.ids.includes(player))?.color ?? null;
  void seatingOf(id).then((s) => {
    if (!s) return;
    const keep = colorsToRemember(table, s.seats, favourite);
    return rememberColors(
      s.seats.filter((_, i) => keep[i]),
      colors.filter((_, i) => keep[i]),
    );
  });
  return id;
}

/** Moves focus to a variant's control: its switch, or its chosen option. */
function focusVariant(key: VariantKey): void {
  const { id } = VARIANT_CONTROLS[key];
  document.querySelector<HTMLElement>(`#${id}, input[name="${id}"]:checked`)?.focus();
}

export function setupActions(form: SetupForm, dispatch: Dispatch<SetupEvent>, known: Player[]): SetupActions {
  const begin = (table: PlayerRowData[], seat: number) =>
    start(form, table, seat, known).then(
      (id) => navigate({ name: 'game', id }),
      (err: unknown) => dispatch({ type: 'failed', message: errorText(err) }),
    );
  const startNow = () => {
    const s = submission(form);
    dispatch({ type: 'submitted' });
    if (s.bad !== null) document.getElementById(`name-${s.bad}`)?.focus();
    else if (s.conflict)
      focusVariant(s.conflict.variant); // its note says why
    else if (s.seat < 0)
      // R2: with no starter picked, the draw is offered right here instead of an error.
      requestAnimationFrame(() => {
        document.getElementById('draw-and-start')?.focus();
        document.querySelector('.draw-offer')?.scrollIntoView({ block: 'nearest' }); // its note too
      });
    else void begin(s.rows, s.seat);
  };
  return {
    type: (key, name) => dispatch({ type: 'typed', key, name }),
    leave: (key) => dispatch({ type: 'left', key }),
    recolour: (key) => dispatch({ type: 'recoloured', key }),
    move: (index, delta) => {
      const row = form.rows[index]!;
      const next = moveRow(form.rows, index, delta);
      dispatch({ type: 'moved', index, delta });
      // Keep focus on the moved player's arrow, or its twin when it reached an end of the table.
      const to = next.indexOf(row);
      const id = (delta < 0 && to > 0) || to === next.length - 1 ? `up-${row.key}` : `down-${row.key}`;
      requestAnimationFrame(() => document.getElementById(id)?.focus());
    },
    remove: (key) => dispatch({ type: 'removed', key }),
    add: () => dispatch({ type: 'added' }),
    seat: (player) => {
      const favourites = known.flatMap((k) => (k.color === null ? [] : [k.color]));
      dispatch({ type: 'seated', player, favourites });
    },
    choose: (key, value) => dispatch({ type: 'variant', key, value }),
    flat: (on) => dispatch({ type: 'flat', on }),
    arrange: (seating) => dispatch({ type: 'arranged', seating }),
    pick: (key) => dispatch({ type: 'starter', key }),
    drawing: () => dispatch({ type: 'drawStarted' }),
    submit: (e) => {
      e.preventDefault();
      // A Start tapped while the draw rolls waits for its pick, then starts (NewGameScreen).
      if (form.drawing) dispatch({ type: 'startAfterDraw' });
      else startNow();
    },
    startNow,
    drawAndStart: () => {
      const table = seatedTable(form.rows);
      const seat = randomSeat(table.length);
      dispatch({ type: 'drawn', seat });
      void begin(table, seat);
    },
  };
}
