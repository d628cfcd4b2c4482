// Mat colours live beside the session (the engine's config has no room for them), keyed by game id.
import { recordError } from '../../diagnostics/caughtErrors';
export const MAT_COLORS = ['red', 'blue', 'green', 'yellow', 'orange', 'violet'] as const;
export type MatColor = (typeof MAT_COLORS)[number];

const KEY = 'skull-table:mats:';

/** The default colours for a table of n players: one distinct colour per seat, in order. */
export function defaultColors(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i % MAT_COLORS.length);
}

export function saveMatColors(id: string, colors: number[]): void {
  try {
    globalThis.localStorage?.setItem(KEY + id, JSON.stringify(colors));
  } catch (error) {
    recordError('matColors.save', error); // storage blocked: the game still plays with the default colours
  }
}

/** The colours chosen for game `id`, or the defaults when none were saved or they are malformed. */
export function loadMatColors(id: string, n: number): number[] {
  try {
    const raw = globalThis.localStorage?.getItem(KEY + id);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (
      Array.isArray(parsed) &&
      parsed.length === n &&
      parsed.every((c) => Number.isInteger(c) && c >= 0 && c < MAT_COLORS.length) &&
      new Set(parsed).size === n
    ) {
      return parsed as number[];
    }
  } catch {
    // fall through to the defaults
  }
  return defaultColors(n);
}

/** The next colour after `current` that no other seat uses. */
export function nextFreeColor(colors: number[], seat: number): number {
  const current = colors[seat] ?? 0;
  for (let step = 1; step < MAT_COLORS.length; step++) {
    const c = (current + step) % MAT_COLORS.length;
    if (!colors.some((other, i) => i !== seat && other === c)) return c;
  }
  return current;
}

/** The CSS class suffix for seat colour index `color`. */
export function colorName(color: number): MatColor {
  return MAT_COLORS[color] ?? 'red';
}
