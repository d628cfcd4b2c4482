import { useEffect, useState } from 'preact/hooks';
import { messages } from './sessions.messages';

/** A long list renders a page at a time, so the screen opens fast with 1,000 entries. */
export const PAGE = 30;
/** More than a tall screen holds: drawn first, the rest of the first page once they are on screen. */
const SCREENFUL = 8;

/** How many entries of a list are drawn, and the way to draw a page more. A screenful comes first: the rest of the
 *  first page is drawn after it is on screen (`ready`: the list is there), below the fold, not before it. */
export function usePaged(ready: boolean): [number, () => void] {
  const [shown, setShown] = useState(SCREENFUL);
  useEffect(() => {
    if (ready) setShown((n) => Math.max(n, PAGE));
  }, [ready]);
  return [shown, () => setShown(shown + PAGE)];
}

/** "Show 30 more" under a list of `total` entries whose first `shown` are drawn; nothing once all are. */
export function ShowMore({ total, shown, onMore }: { total: number; shown: number; onMore: () => void }) {
  const m = messages();
  if (total <= shown) return null;
  return (
    <button type="button" class="sessions-more" onClick={onMore}>
      {m.showMore(Math.min(PAGE, total - shown))}
    </button>
  );
}
