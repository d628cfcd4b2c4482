import { useEffect, useRef, useState } from 'preact/hooks';
import { recordError } from '../../diagnostics/caughtErrors';

/** What a screen has read from storage so far. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/**
 * Reads `load` when the component opens (and again when `deps` change, or when the returned `read` is called). A
 * failure is recorded under `where` and shown as 'failed'; a result arriving after the component has gone is dropped.
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  where: string,
  deps: readonly unknown[] = [],
): [Loaded<T>, () => Promise<void>] {
  const [view, setView] = useState<Loaded<T>>({ status: 'loading' });
  const live = useRef(true);
  const read = () =>
    load().then(
      (value) => void (live.current && setView({ status: 'ready', value })),
      (error: unknown) => {
        recordError(where, error);
        if (live.current) setView({ status: 'failed' });
      },
    );
  useEffect(() => {
    live.current = true;
    void read();
    return () => {
      live.current = false;
    };
  }, deps);
  return [view, read];
}
