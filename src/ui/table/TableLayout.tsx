import { findEvent, type Action, type GameState } from '../../rules';
import type { GameSnapshot } from '../../session';
import { HelpButton } from '../components/HelpButton';
import { Controls } from './Controls';
import { shownEdge, type Edge, type FlatLayout } from './flat';
import { OverBoard, StandingsList } from './GameOver';
import { helpFor } from './help';
import { RoundList } from './RoundList';
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
  /** Flat on the table and each seat's edge, as drawn now (upright at game over). */
  layout: FlatLayout;
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
  const edgeOf = (seat: number): Edge => (p.layout.flat ? shownEdge(p.layout.edges[seat] ?? 'near', p.sides) : 'near');
  const acting = actingSeat(state);
  // The acting player's controls face their edge: turned 180° across the table, written sideways at a side edge.
  const at = acting === null ? 'near' : edgeOf(acting);
  // Lists of choices (the legal amounts, who starts, the end of the game) stay written across the screen: at a
  // side edge they face the nearer long edge instead.
  const listed = table.picking || state.phase === 'choosingStarter' || state.phase === 'over';
  const controlsAt: Edge = listed && (at === 'left' || at === 'right') ? shownEdge(at, false) : at;
  const over = p.over;
  const chips = (edge: Edge | 'all') => {
    const only = (seat: number) => edge === 'all' || edgeOf(seat) === edge;
    if (edge !== 'all' && !state.players.some((_, seat) => only(seat))) return null;
    const cls = `chips-edge edge-${edge}`;
    return state.phase === 'revealing' ? (
      <div class={cls}>
        <StackChips
          state={state}
          legal={p.legal}
          colors={p.colors}
          chosen={table.chosen}
          actions={actions}
          only={only}
        />
      </div>
    ) : (
      <div class={cls}>
        <SeatChips
          state={state}
          colors={p.colors}
          lost={p.lost}
          shown={table.shown}
          onShow={actions.showChip}
          only={only}
        />
      </div>
    );
  };
  return (
    <div
      class={`table-display${table.turned ? ' is-turned' : ''}${controlsAt === 'near' ? '' : ` controls-${controlsAt}`}`}
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
        {!p.layout.flat && (
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
        />
      </nav>
      <div class="board">
        {over ? (
          <OverBoard state={state} colors={p.colors} byTwo={byTwo} facts={over.facts} />
        ) : (
          <>
            {p.layout.flat && <Scoreboard state={state} copy />}
            <Scoreboard state={state} />
          </>
        )}
      </div>
      <section class="players" aria-label={over ? m.standings : m.seatsTitle}>
        {over ? (
          <StandingsList standings={over.standings} colors={p.colors} />
        ) : p.layout.flat ? (
          <>
            {chips('far')}
            {chips('left')}
            {chips('right')}
            {chips('near')}
          </>
        ) : (
          chips('all')
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
  );
}
