// Issue 10: a name is shrunk to fit its box and wrapped only between words, never inside one. Issue 34: the page
// sizes it in the frame that draws it, with nothing read back. The render works out, once per name, the room the name
// needs per px of font size on its lines (its words measured on a canvas: no layout); the stylesheet divides
// the box's width by it (`.fit-name` in display.css: 100cqi of the box over --fit-em, between the smallest size and
// the class's own), so a tap, a rotation or a resize lays the page out once, as any other change does.

/** A piece of a name between two places a line may end (after a space or a hyphen), and what separates it from the one before. */
export interface Piece {
  width: number;
  gap: number;
}

function linesNeeded(pieces: Piece[], box: number): number {
  let lines = 1;
  let used = 0;
  for (const { width, gap } of pieces) {
    if (width > box) return Infinity; // a piece wider than the box would have to break inside a word: never
    if (used > 0 && used + gap + width > box) {
      lines += 1;
      used = width;
    } else used += used > 0 ? gap + width : width;
  }
  return lines;
}

/** The narrowest box the pieces fit on `lines` lines, wrapped as the browser wraps them: some run of pieces fills a line. */
export function roomNeeded(pieces: Piece[], lines: number): number {
  const runs: number[] = [];
  for (let start = 0; start < pieces.length; start++)
    for (let end = start, width = 0; end < pieces.length; end++) {
      width += (end > start ? pieces[end]!.gap : 0) + pieces[end]!.width;
      runs.push(width);
    }
  return runs.sort((a, b) => a - b).find((w) => linesNeeded(pieces, w) <= lines) ?? 0;
}

/** The size the stylesheet gives a name measured at `max` px in a `box` px wide (in 0.5 px steps): its largest size
 *  at which the pieces fit `lines` lines, down to `min` px. */
export function fittedSize(piecesAtMax: Piece[], max: number, box: number, lines: number, min: number): number {
  const room = roomNeeded(piecesAtMax, lines);
  const size = room > 0 ? Math.floor(((max * box) / room) * 2) / 2 : max;
  return Math.max(min, Math.min(max, size));
}

/** Splits a name where a line may end, as the browser does: after spaces and after hyphens (Marie-|Charlotte). */
export function pieces(text: string, measure: (s: string) => number): Piece[] {
  const space = measure(' ');
  return text
    .trim()
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=-)/).map((part, i) => ({ width: measure(part), gap: i === 0 ? space : 0 })));
}

const SAFE = 0.96; // the canvas and the page round glyphs a little differently
/** Names are measured in the page's font at its boldest name weight (display.css: .turn-name's 800; the others are
 *  700), so a name is never measured narrower than it is drawn; read from no element, so no layout is forced. */
export const WEIGHT = 800;
const MEASURED_AT = 100; // px: the canvas measures each name once at this size, and the room scales with the size

/** What the page measures with, made once: a canvas context in the page's font, and each name's room. */
const measuring = {
  context: undefined as CanvasRenderingContext2D | null | undefined,
  rooms: new Map<string, number>(),
};

/** A canvas context set to the page's font (its family read once from the root element, whose style nothing here changes). */
function canvas(): CanvasRenderingContext2D | null {
  if (measuring.context === undefined) {
    const context = globalThis.document?.createElement('canvas').getContext('2d') ?? null;
    if (context) context.font = `${WEIGHT} ${MEASURED_AT}px ${getComputedStyle(document.documentElement).fontFamily}`;
    measuring.context = context;
  }
  return measuring.context;
}

/** The room a name needs per px of font size on `lines` lines, measured once; undefined where no canvas measures. */
function emRoom(name: string, lines: number): number | undefined {
  const key = `${lines}|${name}`;
  const known = measuring.rooms.get(key);
  if (known !== undefined) return known;
  const context = canvas();
  if (!context) return undefined;
  const room =
    roomNeeded(
      pieces(name, (s) => context.measureText(s).width),
      lines,
    ) /
    MEASURED_AT /
    SAFE;
  if (measuring.rooms.size > 2000) measuring.rooms.clear(); // names come and go over an evening: a bound, not a leak
  measuring.rooms.set(key, room);
  return room;
}

interface Props {
  name: string;
  class: string;
  /** How many lines the name may take, wrapped between words. */
  lines?: number;
  /** The smallest size in px; a name that still does not fit is cut with an ellipsis (the full name is a tap away). */
  min?: number;
  /** 'parent' for a name as wide as its text: it may take its parent's whole width. */
  box?: 'self' | 'parent';
}

export function FitName({ name, class: cls, lines = 1, min = 12, box = 'self' }: Props) {
  const em = emRoom(name, lines);
  return (
    <span
      class={`${cls} fit-name`}
      title={name}
      data-lines={lines}
      data-min={min}
      data-box={box}
      style={{ '--fit-min': `${min}px`, ...(em === undefined ? {} : { '--fit-em': String(em) }) }}
    >
      {name}
    </span>
  );
}
