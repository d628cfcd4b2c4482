import { useLayoutEffect, useRef } from 'preact/hooks';

// Issue 10: a name is shrunk to fit its box and wrapped only between words, never inside one. The sizes are
// worked out on a canvas (no layout per try); the box's width is read once per name and again only when it
// changes (a rotation, a resize), so a tap that changes nothing else costs nothing here.

let context: CanvasRenderingContext2D | null | undefined;
const lastWidth = new WeakMap<HTMLElement, number>();
/** The name each watched box sizes: the name itself, or the role whose room is its parent. */
const nameOf = new WeakMap<Element, HTMLElement>();
let observer: ResizeObserver | undefined;

/** A piece of a name between two places a line may end (after a space or a hyphen), and what separates it from the one before. */
export interface Piece {
  width: number;
  gap: number;
}

function linesNeeded(pieces: Piece[], k: number, box: number): number {
  let lines = 1;
  let used = 0;
  for (const { width, gap } of pieces) {
    const w = width * k;
    if (w > box) return Infinity; // a piece wider than the box would have to break inside a word: never
    if (used > 0 && used + gap * k + w > box) {
      lines += 1;
      used = w;
    } else used += used > 0 ? gap * k + w : w;
  }
  return lines;
}

/** The largest size from the stylesheet's (`max`) down to `min` px at which the pieces fit `lines` lines; `min` if none does. */
export function fittedSize(piecesAtMax: Piece[], max: number, box: number, lines: number, min: number): number {
  for (let size = max; size >= min; size -= 0.5) {
    if (linesNeeded(piecesAtMax, size / max, box) <= lines) return size;
  }
  return min;
}

/** Splits a name where a line may end, as the browser does: after spaces and after hyphens (Marie-|Charlotte). */
export function pieces(text: string, measure: (s: string) => number): Piece[] {
  const space = measure(' ');
  return text
    .trim()
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=-)/).map((part, i) => ({ width: measure(part), gap: i === 0 ? space : 0 })));
}

/** The length of a line: the width, or the height where text runs down the screen (a side edge in flat mode). */
const lineLength = (el: HTMLElement) =>
  getComputedStyle(el).writingMode.startsWith('vertical') ? el.clientHeight : el.clientWidth;
/** The room the name may use: its own box, or its parent's for a name that sizes itself (a role beside the marks). */
const boxOf = (el: HTMLElement) =>
  el.dataset.box === 'parent' ? (el.parentElement ? lineLength(el.parentElement) : 0) : lineLength(el);

/** The stylesheet's size and font of a name, per class and box it was read in: a new name (or role) in a box seen before needs no read. */
interface Font {
  max: number;
  font: string;
}
const fontsOf = new WeakMap<HTMLElement, Map<string, Font>>();

/** Fits names in three phases, each over all of them: read every box, clear the sizes and read every font, write every size, so a render that changes several names lays out once, not once per name. */
function fitAll(els: HTMLElement[], force: boolean): void {
  const boxes = els.map((el) => (force && lastWidth.has(el) ? lastWidth.get(el)! : boxOf(el)));
  const todo = els.filter((el, i) => boxes[i] !== 0 && (force || lastWidth.get(el) !== boxes[i]));
  if (todo.length === 0) return;
  context ??= globalThis.document?.createElement('canvas').getContext('2d');
  if (!context) return;
  const box = new Map(els.map((el, i) => [el, boxes[i]!]));
  const key = (el: HTMLElement) => `${el.className}|${box.get(el)}`;
  const known = (el: HTMLElement) => fontsOf.get(el)?.get(key(el));
  const unread = todo.filter((el) => !known(el));
  unread.forEach((el) => (el.style.fontSize = ''));
  for (const el of unread) {
    const style = getComputedStyle(el);
    const max = parseFloat(style.fontSize);
    const fonts = fontsOf.get(el) ?? new Map<string, Font>();
    fontsOf.set(
      el,
      fonts.set(key(el), { max, font: `${style.fontStyle} ${style.fontWeight} ${max}px ${style.fontFamily}` }),
    );
  }
  const safe = 0.96; // the canvas and the page round glyphs a little differently
  for (const el of todo) {
    const { max, font } = known(el)!;
    lastWidth.set(el, box.get(el)!);
    context.font = font;
    const size = fittedSize(
      pieces(el.textContent ?? '', (s) => context!.measureText(s).width),
      max,
      box.get(el)! * safe,
      Number(el.dataset.lines ?? 1),
      Number(el.dataset.min ?? 12),
    );
    el.style.fontSize = size < max ? `${size}px` : '';
  }
}

/** Names changed by the render in progress, fitted together in a microtask: after every layout effect of the render, before the paint. */
const queued = new Set<HTMLElement>();
function queueFit(el: HTMLElement): void {
  if (queued.size === 0)
    queueMicrotask(() => {
      const els = [...queued].filter((e) => e.isConnected);
      queued.clear();
      fitAll(els, true);
    });
  queued.add(el);
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
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current) queueFit(ref.current);
  }, [name, lines, min, box]);
  // The box is watched for as long as the name is shown, not again per name: a new name in the same box is fitted above.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    observer ??= new ResizeObserver((entries) =>
      fitAll(
        entries.flatMap((e) => nameOf.get(e.target) ?? []),
        false,
      ),
    );
    const watched = box === 'parent' ? el.parentElement : el;
    if (!watched) return;
    nameOf.set(watched, el);
    observer.observe(watched);
    return () => {
      observer?.unobserve(watched);
      nameOf.delete(watched);
    };
  }, [box]);
  return (
    <span ref={ref} class={`${cls} fit-name`} title={name} data-lines={lines} data-min={min} data-box={box}>
      {name}
    </span>
  );
}
