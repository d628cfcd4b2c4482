// One physical double tap is one move: controls refuse taps for a moment after they appear.
import { useLayoutEffect, useRef } from 'preact/hooks';

/** Long enough for a thumb's double tap (~250 ms apart), short enough not to slow a quick table. */
export const SETTLE_MS = 350;

export interface TapGuard {
  /** True while the controls on screen appeared less than SETTLE_MS ago. */
  settling(): boolean;
  /** Call when new controls appear without the game moving on (a picker opens, a stack is chosen). */
  redrawn(): void;
}

/** Marks `root` aria-disabled while it settles (so assistive tech and automation see it), every time `version` changes. */
export function useTapGuard(root: { current: HTMLElement | null }, version: string): TapGuard {
  const drawnAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const redrawn = () => {
    drawnAt.current = performance.now();
    const el = root.current;
    el?.setAttribute('aria-disabled', 'true');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => el?.removeAttribute('aria-disabled'), SETTLE_MS);
  };
  useLayoutEffect(redrawn, [version]);
  useLayoutEffect(() => () => clearTimeout(timer.current), []);
  return { settling: () => performance.now() - drawnAt.current < SETTLE_MS, redrawn };
}
