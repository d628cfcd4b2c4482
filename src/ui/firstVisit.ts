// What the first screen may fetch, and when: nothing it does not show until the person shows an intent.

/**
 * Whether this origin may hold saved games. A first visit holds no database at all, so Home need not load the
 * session layer (and the engine behind it) to learn there is nothing to continue. Where the browser cannot tell
 * (no `indexedDB.databases`), it may.
 */
export function mayHoldGames(): Promise<boolean> {
  const idb = globalThis.indexedDB;
  if (!idb) return Promise.resolve(false);
  if (typeof idb.databases !== 'function') return Promise.resolve(true);
  return idb.databases().then(
    (dbs) => dbs.length > 0,
    () => true,
  );
}

/** Runs `fn` once the page has loaded and the browser is idle (a timer where requestIdleCallback is missing). */
export function whenIdle(fn: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => fn(), { timeout: 2000 })
      : setTimeout(fn, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** Runs `fn` at the person's first intent to go somewhere: a pointer down anywhere, or focus on a link or button. */
export function atFirstIntent(fn: () => void): void {
  let done = false;
  const stop = () => {
    removeEventListener('pointerdown', go, true);
    removeEventListener('focusin', onFocus, true);
  };
  const go = () => {
    if (done) return;
    done = true;
    stop();
    fn();
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href], button')) go();
  };
  addEventListener('pointerdown', go, true);
  addEventListener('focusin', onFocus, true);
}
