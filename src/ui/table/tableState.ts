// The table screen's own state, one reducer with named events. What belongs to one version of the game (the picker,
// the outcome tapped away) starts over when the game moves on, in the render that shows the new version; the chosen
// stack lasts as long as its challenge; the rest (the sheet, a refusal, the flat layout, the chip shown in words, the
// turn, the deal) stays.
import type { GameSnapshot } from '../../session';
import type { FlatLayout } from './flat';
import type { Seating } from './seating';
import type { Toast } from './UndoToast';

export type SheetView = 'menu' | 'history' | 'summary' | 'abandon' | 'share' | 'rematch';

/** What the controls on screen were drawn for: actions taken and undone. A tap on controls of another version is refused. */
export const versionOf = (s: GameSnapshot): string => `${s.session.actions.length}/${s.session.redo.length}`;

/** The challenge on screen, named by the actions taken before its first flip (every flip turns one disc), or null
 *  outside a challenge: a stack chosen in it stays chosen flip after flip, and is gone with it. */
export function challengeOf({ session, state }: GameSnapshot): string | null {
  if (state.phase !== 'revealing') return null;
  const flips = state.players.reduce((sum, p) => sum + p.flipped, 0);
  return `${state.round}@${session.actions.length - flips}`;
}

/** R12: the opponent's stack the challenger flips from, and the challenge it was chosen in. */
export interface Chosen {
  seat: number;
  challenge?: string | null;
}

/** Set on one version of the game and gone with it. */
export interface Drawn {
  version: string;
  /** The amount picker is open. */
  picking: boolean;
  /** The table tapped the outcome of this version's deciding flip away. */
  outcomeSeen: boolean;
}

/** What this device keeps for the game, read once as the screen opens; the action that changes it saves it. */
export interface Kept {
  /** Flat on the table, and each seat's edge there (flat.ts). */
  flat: FlatLayout;
  /** R3: the card deal is on screen (DealStep.tsx). */
  dealing: boolean;
  /** The stack chosen in the challenge on screen, kept for the tab so a reload keeps it (tableActions.ts). */
  chosen?: Chosen | null;
}

export interface TableState extends Kept {
  drawn: Drawn;
  chosen: Chosen | null;
  /** The menu's sheet and the view it shows; it stays open while the game moves on. */
  sheet: SheetView | null;
  /** Why the last command was refused, until the next one succeeds. */
  error: string | null;
  /** The seat whose chip is shown in words below the chips (for a name too long for its chip). */
  shown: number | null;
  /** Upright on the table, turned 180° for the players across it. */
  turned: boolean;
  /** The undo toast tapped or timed away. */
  dismissed: Toast | null;
}

export type TableEvent =
  /** The game on screen moved on (a move, an undo, a redo, another tab): what belonged to the old version goes, and
   *  the chosen stack with it unless the challenge (challengeOf) is the same. */
  | { type: 'newVersion'; version: string; challenge?: string | null }
  | { type: 'pick'; version: string; open: boolean }
  | { type: 'choose'; version: string; seat: number; challenge?: string | null }
  | { type: 'outcomeSeen'; version: string }
  | { type: 'sheet'; view: SheetView | null }
  | { type: 'refused'; error: string }
  | { type: 'done' }
  | { type: 'layFlat'; on: boolean }
  | { type: 'seatAt'; seating: Seating }
  | { type: 'showChip'; seat: number | null }
  | { type: 'turn' }
  | { type: 'dealt' }
  | { type: 'toastGone'; toast: Toast };

const fresh = (version: string): Drawn => ({ version, picking: false, outcomeSeen: false });

const NOTHING_KEPT: Kept = { flat: { flat: false, edges: [], ring: [] }, dealing: false };

export const initialTable = (version: string, kept: Kept = NOTHING_KEPT): TableState => ({
  ...kept,
  chosen: kept.chosen ?? null,
  drawn: fresh(version),
  sheet: null,
  error: null,
  shown: null,
  turned: false,
  dismissed: null,
});

/** What the table shows. */
export type TableView = Drawn & Omit<TableState, 'drawn' | 'chosen'> & { chosen: number | null };

export const viewOf = ({ drawn, chosen, ...rest }: TableState): TableView => ({
  ...drawn,
  ...rest,
  chosen: chosen?.seat ?? null,
});

/** A stack chosen in `challenge` is still chosen there; in another (or none) it is gone. */
const sameChallenge = (chosen: Chosen | null, challenge: string | null | undefined): boolean =>
  chosen !== null && challenge !== undefined && challenge !== null && chosen.challenge === challenge;

/** A change to what was drawn for `version`; a tap on controls of another version changes nothing. */
const onDrawn = (state: TableState, version: string, change: Partial<Drawn>): TableState =>
  state.drawn.version === version ? { ...state, drawn: { ...state.drawn, ...change } } : state;

/** A change to the state itself, or `state` when it changes nothing. */
const set = <K extends keyof TableState>(state: TableState, key: K, value: TableState[K]): TableState =>
  state[key] === value ? state : { ...state, [key]: value };

/** One change; an event that changes nothing returns `state` itself, so the table does not render again. */
export function tableReducer(state: TableState, event: TableEvent): TableState {
  switch (event.type) {
    case 'newVersion':
      return state.drawn.version === event.version
        ? state
        : {
            ...state,
            drawn: fresh(event.version),
            chosen: sameChallenge(state.chosen, event.challenge) ? state.chosen : null,
          };
    case 'pick':
      return onDrawn(state, event.version, { picking: event.open });
    case 'choose':
      return state.drawn.version === event.version
        ? { ...state, chosen: { seat: event.seat, challenge: event.challenge ?? null } }
        : state;
    case 'outcomeSeen':
      return onDrawn(state, event.version, { outcomeSeen: true });
    case 'sheet':
      return set(state, 'sheet', event.view);
    case 'refused':
      return { ...state, error: event.error };
    case 'done':
      return set(state, 'error', null);
    case 'layFlat':
      return state.flat.flat === event.on ? state : { ...state, flat: { ...state.flat, flat: event.on } };
    case 'seatAt':
      return { ...state, flat: { ...state.flat, edges: event.seating.edges, ring: event.seating.ring } };
    case 'showChip':
      return set(state, 'shown', event.seat);
    case 'turn':
      return { ...state, turned: !state.turned };
    case 'dealt':
      return set(state, 'dealing', false);
    case 'toastGone':
      return set(state, 'dismissed', event.toast);
  }
}
