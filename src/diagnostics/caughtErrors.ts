// The errors the app caught, kept on this device only (a bounded ring in localStorage) for a bug report the person
// copies themselves. Nothing is sent anywhere. An entry holds where it was caught and the error's kind, never game
// content or names: only the browser's own errors keep their (truncated) message, the app's own keep their code.

const KEY = 'skull-table:diagnostics';
/** How many errors the ring keeps: the last few dozen. */
export const RING_SIZE = 40;
const MESSAGE_CHARS = 160;

export interface CaughtError {
  /** When it was caught (ISO 8601). */
  at: string;
  /** Where in the app, a fixed label such as `storage.save`. */
  where: string;
  /** The error's kind: `TypeError`, `QuotaExceededError`, a RuleError's code… */
  kind: string;
  /** The browser's own message (built-in errors only), truncated. */
  message?: string;
  /** How many times in a row it was caught, when more than once (a refusal repeated on every visit). */
  times?: number;
}

// The browser's errors (these classes exactly; the app throws plain Errors and subclasses) describe the fault. Not
// SyntaxError: JSON.parse quotes the text it read, which may be a game.
const BUILT_IN: readonly unknown[] = [TypeError, RangeError, ReferenceError];

function describe(error: unknown): Pick<CaughtError, 'kind' | 'message'> {
  if (!(error instanceof Error) && !(typeof DOMException !== 'undefined' && error instanceof DOMException))
    return { kind: typeof error };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return { kind: `${error.name}:${code}` }; // the app's own: a stable code, no message
  const builtIn = BUILT_IN.includes(error.constructor) || error instanceof DOMException;
  return builtIn
    ? { kind: error.name, message: error.message.slice(0, MESSAGE_CHARS) }
    : { kind: error.name || 'Error' };
}

/** The caught errors, oldest first (empty when storage is blocked or holds something else). */
export function caughtErrors(): CaughtError[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isCaughtError).slice(-RING_SIZE) : [];
  } catch {
    return []; // blocked storage or a damaged ring: nothing to show, and nothing to record it in
  }
}

function isCaughtError(value: unknown): value is CaughtError {
  const e = value as CaughtError;
  return typeof e === 'object' && e !== null && typeof e.at === 'string' && typeof e.where === 'string';
}

/** Keeps `error`, caught at `where` (at `at`), among the last RING_SIZE; never throws. */
export function recordError(where: string, error: unknown, at = new Date()): void {
  const entry: CaughtError = { at: at.toISOString(), where, ...describe(error) };
  try {
    const ring = caughtErrors();
    const last = ring[ring.length - 1];
    // The same error again is one entry counted, so a repeated refusal does not push the others out.
    if (last && last.where === entry.where && last.kind === entry.kind && last.message === entry.message)
      ring[ring.length - 1] = { ...entry, times: (last.times ?? 1) + 1 };
    else ring.push(entry);
    globalThis.localStorage?.setItem(KEY, JSON.stringify(ring.slice(-RING_SIZE)));
  } catch {
    // storage refused: the record is a convenience, and the error was already handled where it was caught
  }
}
