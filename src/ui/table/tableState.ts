// The table screen's own state, one reducer: what belongs to one version of the game (the picker, the chosen stack,
// the outcome tapped away) starts over when the game moves on, in the render that shows the new version.
import type { GameSnapshot } from '../../session';

export type SheetView = 'menu' | 'history' | 'summary' | 'abandon' | 'share';

/** What the controls on screen were drawn for: actions taken and undone. A tap on controls of another version is refused. */
export const versionOf = (s: GameSnapshot): string => `${s.session.actions.length}/${s.session.redo.length}`;

/** Set on one version of the game and gone with it. */
export interface Drawn {
  version: string;
  /** The amount picker is open. */
  picking: boolean;
  /** The opponent's stack the challenger chose to flip from (R12). */
  chosen: number | null;
  /** The table tapped the outcome of this version's deciding flip away. */
  outcomeSeen: boolean;
}

export interface TableState {
  drawn: Drawn;
  /** The menu's sheet and the view it shows; it stays open while the game moves on. */
  sheet: SheetView | null;
  /** Why the last command was refused, until the next one succeeds. */
  error: string | null;
}

export type TableEvent =
  /** The game on screen moved on (a move, an undo, a redo, another tab): what belonged to the old version goes. */
  | { type: 'newVersion'; version: string }
  | { type: 'pick'; version: string; open: boolean }
  | { type: 'choose'; version: string; seat: number }
  | { type: 'outcomeSeen'; version: string }
  | { type: 'sheet'; view: SheetView | null }
  | { type: 'refused'; error: string }
  | { type: 'done' };

const fresh = (version: string): Drawn => ({ version, picking: false, chosen: null, outcomeSeen: false });

export const initialTable = (version: string): TableState => ({ drawn: fresh(version), sheet: null, error: null });

/** What the table shows. */
export interface TableView extends Drawn {
  sheet: SheetView | null;
  error: string | null;
}

export const viewOf = ({ drawn, sheet, error }: TableState): TableView => ({ ...drawn, sheet, error });

/** A change to what was drawn for `version`; a tap on controls of another version changes nothing. */
const onDrawn = (state: TableState, version: string, change: Partial<Drawn>): TableState =>
  state.drawn.version === version ? { ...state, drawn: { ...state.drawn, ...change } } : state;

/** One change; an event that changes nothing returns `state` itself, so the table does not render again. */
export function tableReducer(state: TableState, event: TableEvent): TableState {
  switch (event.type) {
    case 'newVersion':
      return state.drawn.version === event.version ? state : { ...state, drawn: fresh(event.version) };
    case 'pick':
      return onDrawn(state, event.version, { picking: event.open });
    case 'choose':
      return onDrawn(state, event.version, { chosen: event.seat });
    case 'outcomeSeen':
      return onDrawn(state, event.version, { outcomeSeen: true });
    case 'sheet':
      return state.sheet === event.view ? state : { ...state, sheet: event.view };
    case 'refused':
      return { ...state, error: event.error };
    case 'done':
      return state.error === null ? state : { ...state, error: null };
  }
}
