// Loaded after the first render so workbox-window stays off the critical path.
import { Workbox } from 'workbox-window';
import { offerUpdate } from './updateOffer';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Registers the service worker; a new version only takes over when the player accepts the prompt. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const wb = new Workbox(`${base}sw.js`, { scope: base });
  let accepted = false;
  const reload = () => location.reload();

  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      accepted = true;
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener('controlling', (event) => {
    if (accepted) reload();
    // Another tab accepted the update: this tab now runs old code under a new worker, so ask, never force.
    else if (event.isUpdate) offerUpdate(reload);
  });

  // Offline is the normal case at a table: a failed check just waits for the next one.
  const check = () => wb.update().catch(() => undefined);
  wb.register().catch(() => undefined);
  // A table keeps the app open for hours: look for a new version when it comes back to the foreground.
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < MINUTE) return;
    lastCheck = Date.now();
    void check();
  });
  setInterval(check, HOUR);
}
