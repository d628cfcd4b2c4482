// Screen Wake Lock while a game is open: re-requested when the page is visible again (the browser
// drops the lock whenever the page is hidden), silently nothing where the API is missing or refuses.
import { recordError } from '../../diagnostics/caughtErrors';

interface Sentinel {
  readonly released: boolean;
  release(): Promise<void>;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

/** Starts keeping the screen awake; call the returned function to release the lock and stop. */
export function keepScreenAwake(
  nav: { wakeLock?: WakeLockApi } = globalThis.navigator as { wakeLock?: WakeLockApi },
): () => void {
  const api = nav?.wakeLock;
  if (!api || typeof api.request !== 'function') return () => {};
  let sentinel: Sentinel | null = null;
  let active = true;
  let pending = false;
  const request = async () => {
    if (!active || pending || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    pending = true;
    try {
      const got = await api.request('screen');
      if (active) sentinel = got;
      else void got.release().catch((error: unknown) => recordError('wakeLock.release', error));
    } catch (error) {
      recordError('wakeLock.request', error);
      // refused (battery saver, no user activation, permissions policy): the game goes on regardless
    } finally {
      pending = false;
    }
  };
  const onVisibility = () => void request();
  document.addEventListener('visibilitychange', onVisibility);
  void request();
  return () => {
    active = false;
    document.removeEventListener('visibilitychange', onVisibility);
    if (sentinel && !sentinel.released)
      void sentinel.release().catch((error: unknown) => recordError('wakeLock.release', error));
    sentinel = null;
  };
}
