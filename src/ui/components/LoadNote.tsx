import type { Loaded } from './useLoaded';

/** What a screen says while its data loads (`useLoaded`), or when it could not be read, in the screen's own words. */
export function LoadNote({ view, loading, failed }: { view: Loaded<unknown>; loading: string; failed: string }) {
  if (view.status === 'loading') return <p>{loading}</p>;
  if (view.status === 'failed') return <p role="alert">{failed}</p>;
  return null;
}
