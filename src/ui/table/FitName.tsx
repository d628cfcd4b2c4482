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
const lineLength = (el: HTMLElement) => (getComputedStyle(el).writingMode.startsWith('vertical') ? el.clientHeight : el.clientWidth);
/** The room the name may use: its own box, or its parent's for a name that sizes itself (a role beside the marks). */
const boxOf = (el: HTMLElement) => (el.dataset.box === 'parent' ? (el.parentElement ? lineLength(el.parentElement) : 0) : lineLength(el));

function fit(el: HTMLElement, force = false): void {
  const box = boxOf(el);
  if (box === 0 || (!force && lastWidth.get(el) === box)) return;
  lastWidth.set(el, box);
  context ??= globalThis.document?.createElement('canvas').getContext('2d');
  if (!context) return;
  el.style.fontSize = '';
  const style = getComputedStyle(el);
  const max = parseFloat(style.fontSize);
  context.font = `${style.fontStyle} ${style.fontWeight} ${max}px ${style.fontFamily}`;
  const safe = 0.96; // the canvas and the page round glyphs a little differently
  const size = fittedSize(
    pieces(el.textContent ?? '', (s) => context!.measureText(s).width),
    max,
    box * safe,
    Number(el.dataset.lines ?? 1),
    Number(el.dataset.min ?? 12),
  );
  if (size < max) el.style.fontSize = `${size}px`;
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
    const el = ref.current;
    if (!el) return;
    fit(el, true);
    if (typeof ResizeObserver === 'undefined') return;
    observer ??= new ResizeObserver((entries) =>
      entries.forEach((e) => {
        const named = nameOf.get(e.target);
        if (named) fit(named);
      }),
    );
    const watched = box === 'parent' ? el.parentElement : el;
    if (!watched) return;
    nameOf.set(watched, el);
    observer.observe(watched);
    return () => {
      observer?.unobserve(watched);
      nameOf.delete(watched);
    };
  }, [name, lines, min, box]);
  return (
    <span ref={ref} class={`${cls} fit-name`} title={name} data-lines={lines} data-min={min} data-box={box}>
      {name}
    </span>
  );
}
