// A game is going on: a table screen shows it and it is not over. The update offer waits meanwhile (issue 33: a
// reload never interrupts a game); the mark is on the document, so the table (a lazy chunk) and the update prompt
// (loaded after the first screen) share it without importing each other.
import { useEffect, useState } from 'preact/hooks';

const MARK = 'data-playing';

/** Set by the table screen while its game is going on, and cleared when it is over or left. */
export function markPlaying(on: boolean): void {
  document.documentElement.toggleAttribute(MARK, on);
}

/** Whether a game is going on, following the mark. */
export function usePlaying(): boolean {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && document.documentElement.hasAttribute(MARK));
  useEffect(() => {
    const root = document.documentElement;
    const watch = new MutationObserver(() => setOn(root.hasAttribute(MARK)));
    watch.observe(root, { attributeFilter: [MARK] });
    setOn(root.hasAttribute(MARK));
    return () => watch.disconnect();
  }, []);
  return on;
}
