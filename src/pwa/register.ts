// Importing this module names the icons and the manifest and registers the service worker. It is imported once the
// first screen is on screen (src/main.tsx), so none of them competes with the first screen, whose entry stays without
// them.
import { Workbox } from 'workbox-window';
import { linkIconsAndManifest } from './links';
import { offerUpdate } from './updateOffer';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Registers the service worker; a new version only takes over when the player accepts the prompt. */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const wb = new Workbox(`${base}sw.js`, { scope: base });
  let accepted = false;
  const reload = () => location.reload();

  // A new version installed and waits (also one found by another tab): offered, never forced, a game may be going on.
  // The generated worker takes over when told SKIP_WAITING (vite-plugin-pwa, registerType 'prompt').
  wb.addEventListener('waiting', () =>
    offerUpdate(() => {
      accepted = true;
      wb.messageSkipWaiting();
    }),
  );
  wb.addEventListener('controlling', (event) => {
    if (accepted) reload();
    // Another tab accepted the update (a worker ran this page at registration): this tab now runs old code under a
    // new worker, so ask, never force.
    else if (event.isUpdate) offerUpdate(reload);
  });

  wb.register().then(
    () => {
      // Offline is the normal case at a table: a failed check just waits for the next one.
      const check = () => wb.update().catch(() => undefined);
      // A table keeps the app open for hours: look for a new version when it comes back to the foreground.
      let lastCheck = Date.now();
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || Date.now() - lastCheck < MINUTE) return;
        lastCheck = Date.now();
        void check();
      });
      setInterval(check, HOUR);
    },
    () => undefined,
  );
}

linkIconsAndManifest();
registerServiceWorker();
