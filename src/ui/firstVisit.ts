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

/**
 * Runs `fn` once, when the page has loaded and its first contentful frame is on screen (the paint entry arrives once
 * that frame is presented). Lighthouse's estimate of the largest paint counts every request started before the
 * observed one, so what the first screen does not show waits for it. Where paint entries are unknown, two frames
 * after the load event; a tab opened in the background, which paints nothing, still gets `fn` a little later.
 */
export function afterFirstPaint(fn: () => void): void {
  let pending = 2; // the load event and the first contentful paint
  const step = () => {
    if (--pending === 0) fn();
  };
  if (document.readyState === 'complete') step();
  else addEventListener('load', step, { once: true });
  const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    addEventListener('load', () => afterFrame(() => afterFrame(step)), { once: true });
    return;
  }
  let painted = false;
  const paint = () => {
    if (painted) return;
    painted = true;
    observer.disconnect();
    step();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) paint();
  });
  observer.observe({ type: 'paint', buffered: true });
  addEventListener('load', () => setTimeout(paint, 3000), { once: true });
}

const HOME_PLAIN = 'skull-table:home-plain'; // read before the first paint by src/prerender/gate.ts

/** Remembers whether Home shows no game (the prerendered Home, src/prerender): Home sets it once it has looked, and
 *  leaving Home clears it, since a game may start elsewhere. Without storage nothing is remembered. */
export function markHomePlain(plain: boolean): void {
  try {
    if (plain) localStorage.setItem(HOME_PLAIN, '1');
    else localStorage.removeItem(HOME_PLAIN);
  } catch {
    // storage blocked: the page is drawn by the app each time
  }
}
