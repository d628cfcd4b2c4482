// What the first screen may fetch, and when: nothing it does not show until the person shows an intent.

/**
 * Whether this origin may hold saved games. A first visit holds no database at all, so Home need not load the
 * session layer (and the engine behind it) to learn there is nothing to continue. Where the browser cannot tell
 * (no `indexedDB.databases`), it may.
 */
export const mayHoldGames = (): Promise<boolean> =>
  Promise.resolve(globalThis.indexedDB?.databases?.().then((dbs) => dbs.length > 0) ?? Boolean(globalThis.indexedDB))
    // A failed listing says nothing: look.
    .catch(() => true);

/** Runs `fn` at the person's first intent to go somewhere: a pointer down, or focus on a link (`fn` may run twice). */
export function atFirstIntent(fn: () => void): void {
  for (const type of ['pointerdown', 'focusin'])
    addEventListener(type, fn, { once: true, capture: true, passive: true });
}
