import { findEvent, type Action, type GameState } from '../../rules';
import type { GameSnapshot } from '../../session';
import { HelpButton } from '../components/HelpButton';
import { Controls } from './Controls';
import type { FlatLayout } from './flat';
import { OverBoard, StandingsList } from './GameOver';
import { helpFor } from './help';
import { RoundList } from './RoundList';
import { edgesOf, placesOf, seatsAt, type Edge } from './seating';
import { SaveLine } from './SaveLine';
import { Scoreboard } from './Scoreboard';
import { ChipDetail, SeatChips } from './SeatChips';
import { StackChips } from './StackChips';
import type { GameOverView } from './shareCard';
import type { TableActions } from './tableActions';
import type { TableView } from './tableState';
import { useTableWords } from './equipment';
import { UndoToast, type Toast } from './UndoToast';

/** What the table display draws, in one object: the game on screen, what the screen works out from it, and the
 *  screen's own state. */
export interface DisplayView {
  id: string;
  snapshot: GameSnapshot;
  legal: Action[];
  colors: number[];
  lost: readonly number[];
  /** Flat on the table and where everyone sits, as drawn now (upright at game over). */
  layout: FlatLayout;
  /** The edge the whole display faces: its near edge, but at game over on a flat table the winner's. */
  facing: Edge;
  /** Whether this screen has side edges (a tablet): TableScreen asks once for the layout and the menu. */
  sides: boolean;
  /** The screen's own state (tableState.ts). */
  table: TableView;
  toast: Toast | null;
  /** Set once the game is over. */
  over: GameOverView | null;
}

/** The seat whose controls are on screen: they face that player's edge in flat mode. */
function actingSeat(state: GameState): number | null {
  if (state.phase === 'revealing') return state.challenger;
  if (state.phase === 'placing') return state.starter;
  return state.turn;
}

/** The table display: bar, scoreboard, players, and the pinned controls; nothing scrolls. */
export function TableLayout({ view: p, actions }: { view: DisplayView; actions: TableActions }) {
  const m = useTableWords();
  const { snapshot, table } = p;
  const { state, steps } = snapshot;
  const last = steps[steps.length - 1];
  const help = helpFor(state, last, m);
  const byTwo = last !== undefined && findEvent(last.events, 'gameOver')?.reason === 'twoSuccesses';
  const flat = p.layout.flat;
  const places = placesOf(p.layout, p.sides);
  const edgeOf = (seat: number): Edge => (flat ? (places[seat]?.edge ?? 'near') : 'near');
  const acting = actingSeat(state);
  // The acting player's controls, lists of choices too, face their edge; each seat's chip stays where it sits.
  const controlsAt = acting === null ? 'near' : edgeOf(acting);
  const over = p.over;
  const chips = (seats?: readonly number[]) =>
    state.phase === 'revealing' ? (
      <StackChips
        state={state}
        legal={p.legal}
        colors={p.colors}
        chosen={table.chosen}
        actions={actions}
        seats={seats}
      />
    ) : (
      <SeatChips
        state={state}
        colors={p.colors}
        lost={p.lost}
        shown={table.shown}
        onShow={actions.showChip}
        seats={seats}
      />
    );
  const edges = edgesOf(p.sides).flatMap((edge) => {
    const seats = seatsAt(p.layout, edge, p.sides);
    return seats.length > 0 ? [{ edge, seats }] : [];
  });
  const frame = flat
    ? edges
        .filter(({ edge }) => edge === 'left' || edge === 'right')
        .map(({ edge }) => ` has-${edge}`)
        .join('')
    : '';
  return (
    <div
      class={`table-display${table.turned ? ' is-turned' : ''}${p.facing === 'near' ? '' : ` faces-${p.facing}`}${frame}`}
    >
      <nav class="topbar" aria-label={m.toolbar}>
        <button type="button" class="tool menu-button" aria-haspopup="dialog" onClick={() => actions.show('menu')}>
          <span aria-hidden="true">☰</span>
          <span class="sr-only">{m.menu}</span>
        </button>
        <button type="button" class="tool tool-undo" disabled={!snapshot.canUndo} onClick={actions.undo}>
          <span aria-hidden="true">↶</span>
          <span class="tool-text">{m.undo}</span>
        </button>
        <button type="button" class="tool tool-redo" disabled={!snapshot.canRedo} onClick={actions.redo}>
          <span aria-hidden="true">↷</span>
          <span class="tool-text">{m.redo}</span>
        </button>
        {!flat && p.facing === 'near' && (
          <button type="button" class="tool" aria-pressed={table.turned} onClick={actions.turn}>
            <span aria-hidden="true">⟲</span>
            <span class="sr-only">{m.turn180}</span>
          </button>
        )}
        <HelpButton
          key={help.section}
          section={help.section}
          summary={help.summary}
          equipment={state.config.equipment}
          from={p.id}
        />
      </nav>
      <div class="board">
        {over ? (
          <OverBoard state={state} colors={p.colors} byTwo={byTwo} facts={over.facts} />
        ) : (
          <>
            {flat && <Scoreboard state={state} copy />}
            <Scoreboard state={state} />
          </>
        )}
      </div>
      <section class="players" aria-label={over ? m.standings : m.seatsTitle}>
        {over ? (
          <StandingsList standings={over.standings} colors={p.colors} />
        ) : flat ? (
          edges.map(({ edge, seats }) => (
            <div key={edge} class={`chips-edge edge-${edge}`}>
              {chips(seats)}
            </div>
          ))
        ) : (
          chips()
        )}
        <div class="players-foot">
          {table.error && (
            <p class="error" role="alert">
              {table.error}
            </p>
          )}
          {p.toast ? (
            <UndoToast toast={p.toast} actions={actions} />
          ) : (
            <ChipDetail state={state} lost={p.lost} seat={table.shown} />
          )}
          <SaveLine snapshot={snapshot} />
        </div>
      </section>
      {over && (
        <div class="over-rounds">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region: tabIndex lets a keyboard scroll it (axe's scrollable-region-focusable). */}
          <section aria-labelledby="rounds-title" tabIndex={0}>
            <h2 id="rounds-title">{m.roundSummary}</h2>
            <RoundList steps={steps} class="round-list" />
          </section>
        </div>
      )}
      <div class="controls-region">
        <section class={`controls${controlsAt === 'near' ? '' : ` is-${controlsAt}`}`} aria-label={m.controls}>
          <Controls
            id={p.id}
            state={state}
            legal={p.legal}
            colors={p.colors}
            picking={table.picking}
            chosen={table.chosen}
            actions={actions}
          />
        </section>
      </div>
    </div>
  );
}
