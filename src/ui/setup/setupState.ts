// The new-game form's state as plain data, changed only by named events; variant conflicts are the engine's to settle.
import {
  type RuleError,
  seatsFor,
  settleVariants,
  type VariantKey,
  type Variants,
  variantConflict,
  variantsOf,
} from '../../rules';
import { defaultColors, nextFreeColor } from '../components/matColors';
import { defaultEdges, type Edge, type Seating, seatingOf } from '../table/seating';
import {
  type ChipPlayer,
  freeColor,
  MIN_PLAYERS,
  moveRow,
  nameErrors,
  type PlayerRowData,
  seatChip,
} from './tableForm';

export interface SetupForm {
  rows: PlayerRowData[];
  /** The key the next new row takes: keys are stable across reordering and never reused on this form. */
  nextKey: number;
  variants: Variants;
  /** The variants the last variant change made give way (`keys`), said where that change was made (`by`). */
  dropped: { by: VariantKey; keys: VariantKey[] } | null;
  flat: boolean;
  /** Flat on the table, each row's edge by its key; the rows run clockwise from the near edge's right-hand end
   *  (seating.ts). Null until someone is moved on the picture: the default seating of the rows. */
  seats: Record<number, Edge> | null;
  /** The first starter's row key (R2), null until someone is picked. */
  starter: number | null;
  /** Rows whose name field was left: an empty name is flagged only then, or once Start was tapped. */
  touched: number[];
  submitted: boolean;
  failure: string | null;
  /** R2: Start was tapped with no starter: the draw is offered in its place. */
  drawOffer: boolean;
  /** "Draw at random" is rolling round the table. */
  drawing?: boolean;
  /** Start was tapped while the draw rolled: the game starts as soon as it has picked (NewGameScreen). */
  startAfterDraw?: boolean;
}

/** A remembered table's seat, before the form gives it a key. */
export type SeatedRow = Omit<PlayerRowData, 'key'>;

export type SetupEvent =
  | { type: 'typed'; key: number; name: string }
  | { type: 'left'; key: number }
  | { type: 'recoloured'; key: number }
  | { type: 'moved'; index: number; delta: number }
  | { type: 'removed'; key: number }
  | { type: 'added' }
  | { type: 'seated'; player: ChipPlayer; favourites: number[] }
  | { type: 'variant'; key: VariantKey; value: Variants[VariantKey] }
  | { type: 'flat'; on: boolean }
  /** Moved on the picture of the table: the rows follow its clockwise order. */
  | { type: 'arranged'; seating: Seating }
  | { type: 'starter'; key: number }
  | { type: 'drawStarted' }
  | { type: 'startAfterDraw' }
  | { type: 'submitted' }
  | { type: 'drawn'; seat: number }
  | { type: 'failed'; message: string }
  /** A table kept from a game: its rows (clockwise), variants, and flat layout (each row's edge, or the default). */
  | { type: 'rematch'; rows: SeatedRow[]; variants: Variants; flat?: { on: boolean; edges: Edge[] | null } };

/** Four empty seats, each in its own colour, the engine's default variants. */
export function initialSetup(): SetupForm {
  const rows = defaultColors(4).map((color, i) => ({ key: i + 1, name: '', color, player: null }));
  return {
    rows,
    nextKey: rows.length + 1,
    variants: variantsOf({}),
    dropped: null,
    flat: false,
    seats: null,
    starter: null,
    touched: [],
    submitted: false,
    failure: null,
    drawOffer: false,
  };
}

const named = (rows: PlayerRowData[]) => rows.filter((r) => r.name.trim() !== '');

/** Seats left empty are dropped when the named ones make a valid table (a chip-filled table of 3 in a 4-seat form). */
export function seatedTable(rows: PlayerRowData[]): PlayerRowData[] {
  const seated = named(rows);
  return seated.length >= MIN_PLAYERS &&
    seated.length < rows.length &&
    nameErrors(seated.map((r) => r.name)).every((e) => e === null)
    ? seated
    : rows;
}

/** The most seats the chosen variants allow (R1; a Skat deck seats five, R3). */
export const maxSeats = (form: SetupForm): number => seatsFor(form.variants);

export const starterIndex = (form: SetupForm): number => form.rows.findIndex((r) => r.key === form.starter);

/** Where the players of `rows` sit, flat on the table, in the rows' order (clockwise). */
export function formSeating(form: SetupForm, rows: readonly PlayerRowData[] = form.rows): Seating {
  const fallback = defaultEdges(rows.length);
  const edges: Edge[] = [];
  for (const [i, r] of rows.entries())
    edges.push(form.seats ? (form.seats[r.key] ?? edges[i - 1] ?? 'near') : fallback[i]!);
  return seatingOf(
    edges,
    rows.map((_, i) => i),
  );
}

/** The seats once the rows changed: each place round the table keeps its edge, a new row sits after the last one. */
function reseat(form: SetupForm, rows: PlayerRowData[]): Record<number, Edge> | null {
  if (!form.seats) return null;
  const edges = formSeating(form).edges;
  return Object.fromEntries(rows.map((r, i) => [r.key, edges[Math.min(i, edges.length - 1)] ?? 'near']));
}

/** The engine's refusal of the chosen variants at this table, and the variant it concerns, or null. */
export const conflictOf = (form: SetupForm): { variant: VariantKey; refusal: RuleError } | null =>
  variantConflict(form.variants, seatedTable(form.rows).length);

/** What Start does with the form as it is: the table it would seat, the first row whose name needs fixing (its key),
 *  the variants' refusal, and the starter's seat in that table (-1: none picked). */
export function submission(form: SetupForm) {
  const rows = seatedTable(form.rows);
  const bad = nameErrors(rows.map((r) => r.name)).findIndex((err) => err !== null);
  const conflict = variantConflict(form.variants, rows.length);
  return { rows, bad: bad < 0 ? null : rows[bad]!.key, conflict, seat: rows.findIndex((r) => r.key === form.starter) };
}

const withRow = (form: SetupForm, key: number, change: Partial<PlayerRowData>): SetupForm => ({
  ...form,
  rows: form.rows.map((r) => (r.key === key ? { ...r, ...change } : r)),
});

function chooseVariant(form: SetupForm, key: VariantKey, value: Variants[VariantKey]): SetupForm {
  const { variants, dropped } = settleVariants({ ...form.variants, [key]: value }, key);
  // A note stays until the change that caused it, or the variant it names, changes again.
  const stale = form.dropped && (form.dropped.by === key || form.dropped.keys.includes(key));
  const note = dropped.length > 0 ? { by: key, keys: dropped } : stale ? null : form.dropped;
  return { ...form, variants, dropped: note };
}

export function setupReducer(form: SetupForm, event: SetupEvent): SetupForm {
  switch (event.type) {
    case 'typed':
      return withRow(form, event.key, { name: event.name, player: null });
    case 'left':
      return form.touched.includes(event.key) ? form : { ...form, touched: [...form.touched, event.key] };
    case 'recoloured': {
      const colors = form.rows.map((r) => r.color);
      const seat = form.rows.findIndex((r) => r.key === event.key);
      return withRow(form, event.key, { color: nextFreeColor(colors, seat), colorChosen: true });
    }
    case 'moved': {
      const rows = moveRow(form.rows, event.index, event.delta);
      return { ...form, rows, seats: reseat(form, rows) };
    }
    case 'removed':
      return { ...form, rows: form.rows.filter((r) => r.key !== event.key) };
    case 'added': {
      if (form.rows.length >= maxSeats(form)) return form;
      const row = { key: form.nextKey, name: '', color: freeColor(form.rows), player: null };
      const rows = [...form.rows, row];
      return { ...form, rows, seats: reseat(form, rows), nextKey: form.nextKey + 1 };
    }
    case 'seated': {
      const { rows } = seatChip(form.rows, event.player, form.nextKey, new Set(event.favourites), maxSeats(form));
      return { ...form, rows, seats: reseat(form, rows), nextKey: form.nextKey + 1 };
    }
    case 'variant':
      return chooseVariant(form, event.key, event.value);
    case 'flat':
      return { ...form, flat: event.on };
    case 'arranged': {
      const { ring, edges } = event.seating;
      const rows = ring.flatMap((seat) => form.rows[seat] ?? []);
      if (rows.length !== form.rows.length) return form;
      const seats: Record<number, Edge> = {};
      for (const seat of ring) seats[form.rows[seat]!.key] = edges[seat] ?? 'near';
      return { ...form, rows, seats };
    }
    case 'starter':
      return { ...form, starter: event.key, drawing: false };
    case 'drawStarted':
      return { ...form, drawing: true };
    case 'startAfterDraw':
      return { ...form, startAfterDraw: true };
    case 'submitted': {
      const s = submission(form);
      const offer = s.bad === null && s.conflict === null && s.seat < 0;
      return {
        ...form,
        rows: s.rows,
        submitted: true,
        failure: null,
        drawOffer: form.drawOffer || offer,
        startAfterDraw: false,
      };
    }
    case 'drawn': {
      const rows = seatedTable(form.rows);
      return { ...form, rows, starter: rows[event.seat]?.key ?? form.starter };
    }
    case 'failed':
      return { ...form, failure: event.message };
    case 'rematch': {
      const rows = event.rows.map((r, i) => ({ ...r, key: form.nextKey + i }));
      const next = { ...form, variants: event.variants, dropped: null, starter: null };
      const edges = event.flat?.edges;
      const seats: Record<number, Edge> | null = edges ? {} : null;
      if (seats && edges) for (const [i, r] of rows.entries()) seats[r.key] = edges[i] ?? 'near';
      return { ...next, rows, flat: event.flat?.on ?? form.flat, seats, nextKey: form.nextKey + rows.length };
    }
  }
}
