import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { recordLater } from '../../diagnostics/later';
import { messages } from '../app.messages';

/** A part of a screen, fetched on first use; `preload` fetches it ahead, at an intent to open it. */
export type LazyPart<P> = ComponentType<P> & { preload: () => void };

/**
 * A part of a screen that a table does not need to play (the seating picture, sharing a result): its code is a lazy
 * chunk, fetched when the part is first drawn or `preload`ed, so the tap that shows it usually finds it loaded (the
 * service worker has it: instant offline). Its strings are the screen's. While it loads the part is an empty busy box;
 * a load that fails says why, with Try again, and is recorded.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchPart = () =>
    (pending ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        pending = null; // Try again asks anew
        throw error;
      },
    ));
  function Part(props: P) {
    const [Shown, setShown] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (Shown) return;
      let live = true;
      fetchPart().then(
        (part) => live && setShown(() => part),
        (error: unknown) => {
          recordLater('part.load', error);
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (Shown) return <Shown {...props} />;
    if (!failed) return <div aria-busy="true" />;
    const m = messages();
    return (
      <div class="part-failed">
        <p role="alert">{m.screenFailed}</p>
        <button
          type="button"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {m.tryAgain}
        </button>
      </div>
    );
  }
  return Object.assign(Part, { preload: () => void fetchPart().catch(() => {}) });
}
