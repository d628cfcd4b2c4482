// Everything a tap on the table can do, in one object the table's parts share instead of a dozen callback props.
import { useReducer, useRef } from 'preact/hooks';
import type { Action } from '../../rules';
import type { GameController, GameSnapshot } from '../../session';
import { errorText } from '../refusals/ruleErrorText';
import { useEquipment } from './equipment';
import type { Edge, FlatLayout } from './flat';
import { resolvedChallenge } from './stepEvents';
import { initialTable, tableReducer, versionOf, viewOf, type SheetView } from './tableState';
import { useTapGuard } from './tapGuard';

export interface TableActions {
  /** Plays a move the controls offer (from legalActions). */
  act(action: Action): void;
  undo(): void;
  redo(): void;
  /** Opens or closes the amount picker. */
  pick(open: boolean): void;
  /** The challenger's choice of an opponent's stack to flip from (R12). */
  choose(seat: number): void;
  /** Opens the menu's sheet on `view`, or moves it there. */
  show(view: SheetView): void;
  closeSheet(): void;
  /** H1: the sheet's confirmed abandon. */
  abandon(): void;
  layFlat(on: boolean): void;
  /** Each seat's edge in flat mode. */
  seatAt(edges: Edge[]): void;
  dismissToast(): void;
  /** The outcome of the deciding flip is tapped away: the controls take the focus. */
  outcomeSeen(): void;
  /** The card deal is done (R3): the controls take the focus. */
  dealt(): void;
}

type Command = 'act' | 'undo' | 'redo';

interface Deps {
  controller: GameController;
  snapshot: GameSnapshot;
  main: { current: HTMLElement | null };
  flat: FlatLayout;
  setFlat: (layout: FlatLayout) => void;
  dismissToast: () => void;
  endDeal: () => void;
}

/** The table's state for the snapshot on screen and the actions on it, built once per render. */
export function useTableActions({ controller, snapshot, main, flat, setFlat, dismissToast, endDeal }: Deps) {
  const version = versionOf(snapshot);
  const [state, dispatch] = useReducer(tableReducer, version, initialTable);
  // A new version (undo then redo can bring an old one back): what belonged to the one before goes. Dispatched while
  // rendering, so Preact runs this component again at once, before any child: the table is still drawn once.
  if (state.drawn.version !== version) dispatch({ type: 'newVersion', version });
  const guard = useTapGuard(main, version);
  const equipment = useEquipment();
  // The one command in flight: the next waits for it, and the new steps render while it awaits (a redo is announced
  // as one).
  const running = useRef<Command | null>(null);

  const focusControls = () => {
    const target = main.current?.querySelector<HTMLElement>('.controls [data-autofocus]');
    // The controls are pinned on screen, so nothing needs scrolling into view: focus without the layout a scroll needs.
    if (target && document.activeElement !== target) target.focus({ preventScroll: true });
  };
  // Focus moves in the next animation frame, where the layout it needs is the one the frame makes anyway.
  const focusSoon = () => requestAnimationFrame(focusControls);

  // One command at a time, on the version it was drawn for, and never on controls that just appeared: the second tap
  // of a double tap must not play the next player's move.
  const run = async (kind: Command, work: () => Promise<void>) => {
    if (running.current || guard.settling() || versionOf(controller.snapshot()) !== version) return;
    running.current = kind;
    try {
      await work(); // saved, then published: the new version has rendered once, and only once
      dispatch({ type: 'done' }); // no render unless an error was showing
      const last = controller.snapshot().steps.at(-1);
      // After a deciding flip focus stays until the table taps the outcome away.
      if (kind === 'act' && !(last && resolvedChallenge(last))) focusSoon();
    } catch (e) {
      dispatch({ type: 'refused', error: errorText(e, equipment) });
    } finally {
      running.current = null;
    }
  };

  const actions: TableActions = {
    act: (action) => void run('act', () => controller.dispatch(action)),
    undo: () => void run('undo', () => controller.undo()),
    redo: () => void run('redo', () => controller.redo()),
    pick: (open) => {
      dispatch({ type: 'pick', version, open });
      if (open) guard.redrawn();
      else focusSoon();
    },
    choose: (seat) => {
      if (seat !== state.drawn.chosen) guard.redrawn();
      dispatch({ type: 'choose', version, seat });
    },
    show: (view) => dispatch({ type: 'sheet', view }),
    closeSheet: () => {
      // Focus goes back to the Menu button (always drawn under the sheet) in the same task that closes the sheet, so
      // it never rests on the page while the focused control inside the sheet goes away.
      main.current?.querySelector<HTMLElement>('.menu-button')?.focus({ preventScroll: true });
      dispatch({ type: 'sheet', view: null });
    },
    abandon: () => {
      dispatch({ type: 'sheet', view: null });
      actions.act({ type: 'abandonRound' });
    },
    layFlat: (on) => setFlat({ ...flat, flat: on }),
    seatAt: (edges) => setFlat({ ...flat, edges }),
    dismissToast,
    outcomeSeen: () => {
      dispatch({ type: 'outcomeSeen', version });
      guard.redrawn();
      focusSoon();
    },
    dealt: () => {
      endDeal();
      guard.redrawn();
      focusSoon();
    },
  };
  return { actions, table: viewOf(state), redoing: () => running.current === 'redo' };
}
