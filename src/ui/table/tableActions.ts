// Everything a tap on the table can do, in one object the table's parts share instead of a dozen callback props.
import { useMemo, useReducer, useRef } from 'preact/hooks';
import type { Action } from '../../rules';
import type { GameController, GameSnapshot } from '../../session';
import { errorText } from '../refusals/ruleErrorText';
import { useEquipment } from './equipment';
import { firstDeal, markDealt } from './DealStep';
import { loadFlat, saveFlat } from './flat';
import type { Seating } from './seating';
import { resolvedChallenge } from './stepEvents';
import {
  challengeOf,
  type Chosen,
  initialTable,
  tableReducer,
  versionOf,
  viewOf,
  type SheetView,
  type TableEvent,
} from './tableState';
import { useTapGuard } from './tapGuard';
import type { Toast } from './UndoToast';

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
  /** Where everyone sits in flat mode (the turn order stays: seating.ts offers only places that keep it). */
  seatAt(seating: Seating): void;
  /** Shows a chip's player in words below the chips, or none. The same function on every render: chips compare it. */
  showChip(seat: number | null): void;
  /** Turns the upright display 180° for the players across the table, or back. */
  turn(): void;
  dismissToast(toast: Toast): void;
  /** The outcome of the deciding flip is tapped away: the controls take the focus. */
  outcomeSeen(): void;
  /** The card deal is done (R3): the controls take the focus. */
  dealt(): void;
}

type Command = 'act' | 'undo' | 'redo';

interface Deps {
  id: string;
  controller: GameController;
  snapshot: GameSnapshot;
  main: { current: HTMLElement | null };
}

// The stack chosen in a challenge is kept for the tab (a reload, an update taken at game over, keeps it), read back
// only for the same challenge.
const chosenKey = (id: string) => `skull-table:chosen:${id}`;

function loadChosen(id: string, challenge: string | null): Chosen | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(chosenKey(id)) ?? 'null') as Chosen | null;
    return kept && challenge !== null && kept.challenge === challenge && Number.isInteger(kept.seat) ? kept : null;
  } catch {
    return null; // none kept, or no session storage (a private mode): the challenger taps the stack again
  }
}

function saveChosen(id: string, chosen: Chosen): void {
  try {
    sessionStorage.setItem(chosenKey(id), JSON.stringify(chosen));
  } catch {
    // No session storage: the choice lasts as long as the page.
  }
}

/** The table's state for the snapshot on screen and the actions on it, built once per render. */
export function useTableActions({ id, controller, snapshot, main }: Deps) {
  const version = versionOf(snapshot);
  const challenge = challengeOf(snapshot);
  const [state, dispatch] = useReducer(tableReducer, snapshot, (first) =>
    initialTable(version, {
      flat: loadFlat(id, first.state.players.length),
      dealing: firstDeal(id, first),
      chosen: loadChosen(id, challengeOf(first)),
    }),
  );
  // A new version (undo then redo can bring an old one back): what belonged to the one before goes, the stack chosen
  // in this challenge stays. Dispatched while rendering, so Preact runs this component again at once, before any
  // child: the table is still drawn once.
  if (state.drawn.version !== version) dispatch({ type: 'newVersion', version, challenge });
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

  // The layout is kept on this device by the action that changes it, never while rendering.
  const arrange = (event: Extract<TableEvent, { type: 'layFlat' | 'seatAt' }>) => {
    saveFlat(id, tableReducer(state, event).flat);
    dispatch(event);
  };
  const showChip = useMemo(() => (seat: number | null) => dispatch({ type: 'showChip', seat }), []);

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
      if (seat !== state.chosen?.seat) guard.redrawn();
      saveChosen(id, { seat, challenge });
      dispatch({ type: 'choose', version, seat, challenge });
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
    layFlat: (on) => arrange({ type: 'layFlat', on }),
    seatAt: (seating) => arrange({ type: 'seatAt', seating }),
    showChip,
    turn: () => dispatch({ type: 'turn' }),
    dismissToast: (toast) => dispatch({ type: 'toastGone', toast }),
    outcomeSeen: () => {
      dispatch({ type: 'outcomeSeen', version });
      guard.redrawn();
      focusSoon();
    },
    dealt: () => {
      markDealt(id);
      dispatch({ type: 'dealt' });
      guard.redrawn();
      focusSoon();
    },
  };
  return { actions, table: viewOf(state), redoing: () => running.current === 'redo' };
}
