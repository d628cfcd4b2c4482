import { useEffect, useReducer } from 'preact/hooks';
import { offerFormTable } from '../practice/practiceTable';
import { href } from '../route';
import { useSideEdges } from '../table/flat';
import { preloadTableParts, SeatingPicture } from '../table/lazyParts';
import { keepForm, keptForm } from './keptForm';
import { PlayersSection } from './PlayersSection';
import { RecentPlayers } from './RecentPlayers';
import { messages } from './setup.messages';
import { setupActions } from './setupActions';
import { formSeating, initialSetup, maxSeats, setupReducer, starterIndex } from './setupState';
import { StarterPicker } from './StarterPicker';
import { StartSection } from './StartSection';
import { colourClashes, unseated } from './tableForm';
import { Toggle } from './Toggle';
import { useRemembered } from './useRemembered';
import { VariantSection } from './VariantSection';
import '../components/components.css';
import './setup.css';

/** The new-game form (`from`: a game whose table a rematch reuses); its state is one reducer (setupState.ts). Names,
 *  who starts and Start share the first screen (issue 33); the variants, then the ways elsewhere, follow Start. */
export default function NewGameScreen({ from }: { from?: string | undefined }) {
  const m = messages();
  // Back from the practice round, the form is as it was left (keptForm.ts).
  const [form, dispatch] = useReducer(setupReducer, undefined, () => (from ? null : keptForm()) ?? initialSetup());
  const { known, last } = useRemembered(from, (rows, variants, flat) =>
    dispatch({ type: 'rematch', rows, variants, flat }),
  );
  const sides = useSideEdges();
  const actions = setupActions(form, dispatch, known);
  const full = form.rows.length >= maxSeats(form) && form.rows.every((r) => r.name.trim() !== '');
  // A Start tapped while the draw rolled starts the game once the draw has picked.
  useEffect(() => {
    if (form.startAfterDraw && !form.drawing) actions.startNow();
  }, [form.startAfterDraw, form.drawing]);
  // "Same table as last time" is for an empty form; once names are in, the rows say who sits where.
  const blank = form.rows.every((r) => r.name.trim() === '');
  return (
    <main class="setup">
      <header class="setup-head">
        <a class="button" href={href({ name: 'home' })}>
          {m.back}
        </a>
        <h1>{from ? m.rematchTitle : m.title}</h1>
      </header>
      <RecentPlayers
        players={unseated(form.rows, known)}
        last={from || !blank ? null : last}
        full={full}
        onAdd={actions.seat}
      />
      <div class="hint color-clash" role="status">
        {colourClashes(form.rows, known).map(([who, holder]) => (
          <p key={who}>{m.colorClash(who, holder)}</p>
        ))}
      </div>
      <form onSubmit={actions.submit} noValidate>
        <PlayersSection form={form} actions={actions} />
        <StarterPicker rows={form.rows} starter={form.starter} onPick={actions.pick} onDrawing={actions.drawing} />
        <StartSection form={form} actions={actions} />
        {/* Under Start: a table of six with long names still finds Start on the first screen (issue 33). */}
        <div class="setup-options">
          <VariantSection form={form} actions={actions} />
          <Toggle
            id="flat"
            checked={form.flat}
            label={m.flat}
            hint={m.flatHint}
            onChange={actions.flat}
            onIntent={preloadTableParts}
          />
          {form.flat && (
            <SeatingPicture
              players={form.rows.map((r, i) => ({ name: r.name.trim() || m.namePlaceholder(i + 1), color: r.color }))}
              seating={formSeating(form)}
              sides={sides}
              keepTurns={false}
              onMove={actions.arrange}
            />
          )}
        </div>
      </form>
      <nav class="setup-more">
        {!from && (
          <a
            class="button practice-invite"
            href={href({ name: 'practice' })}
            onClick={() => {
              keepForm(form);
              offerFormTable(
                form.rows.map((r) => r.name),
                starterIndex(form),
                form.variants.equipment,
              );
            }}
          >
            {m.practiceInvite}
          </a>
        )}
        {known.length > 0 && <a href={href({ name: 'players' })}>{m.managePlayers}</a>}
      </nav>
    </main>
  );
}
