// A game's display settings (flat-on-the-table layout, mat colours): the screens keep them in localStorage under the
// game's id (src/ui/table/flat.ts, src/ui/components/matColors.ts read and check them); they go where the game goes:
// deleted with it, back with its undo, exported and imported with it.
import { isRecord } from '../../rules';
import { recordError } from '../../diagnostics/caughtErrors';

const PREFIXES = { flat: 'skull-table:flat:', mats: 'skull-table:mats:' } as const;
type DisplayKey = keyof typeof PREFIXES;
const KEYS = Object.keys(PREFIXES) as DisplayKey[];

/** Each setting as its JSON value, as the screen stored it; the screens check it when they read it. */
export type GameDisplay = Partial<Record<DisplayKey, unknown>>;

/** What this device keeps for game `id`, or undefined when it keeps nothing (or storage is blocked). */
export function readDisplay(id: string): GameDisplay | undefined {
  const display: GameDisplay = {};
  for (const k of KEYS) {
    try {
      // Stryker disable next-line OptionalChaining: without localStorage the TypeError is caught below, as nothing kept
      const raw = globalThis.localStorage?.getItem(PREFIXES[k] + id);
      if (typeof raw === 'string') display[k] = JSON.parse(raw);
    } catch {
      // a damaged value is left out, as the screen itself would ignore it
    }
  }
  return Object.keys(display).length > 0 ? display : undefined;
}

export function writeDisplay(id: string, display: GameDisplay): void {
  for (const k of KEYS) {
    if (display[k] === undefined) continue;
    try {
      globalThis.localStorage?.setItem(PREFIXES[k] + id, JSON.stringify(display[k]));
    } catch (error) {
      recordError('display.write', error); // the game opens with the default layout and colours
    }
  }
}

export function removeDisplay(id: string): void {
  for (const k of KEYS) {
    try {
      globalThis.localStorage?.removeItem(PREFIXES[k] + id);
    } catch (error) {
      recordError('display.remove', error);
    }
  }
}

/** A file's `display` for one game: only the known settings, as JSON values (anything else is left out). */
export function parseDisplay(raw: unknown): GameDisplay | undefined {
  if (!isRecord(raw)) return undefined;
  const display: GameDisplay = {};
  for (const k of KEYS) if (raw[k] !== undefined && raw[k] !== null) display[k] = raw[k];
  return Object.keys(display).length > 0 ? display : undefined;
}
