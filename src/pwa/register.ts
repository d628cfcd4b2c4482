// Loaded after the first render. The browser's own service worker API does what the update prompt needs in a
// few lines, where workbox-window cost 2.4 KB gzip of the precache budget (the worker is still Workbox's).
import { offerUpdate } from './updateOffer';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Registers the service worker; a new version only takes over when the player accepts the prompt. */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const base = import.meta.env.BASE_URL;
  const updating = container.controller !== null; // a worker already runs this page: a new one is an update
  let accepted = false;
  const reload = () => location.reload();
  // The generated worker takes over when told SKIP_WAITING (vite-plugin-pwa, registerType 'prompt').
  const offer = (worker: ServiceWorker) =>
    offerUpdate(() => {
      accepted = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });

  container.addEventListener('controllerchange', () => {
    if (accepted) reload();
    // Another tab accepted the update: this tab now runs old code under a new worker, so ask, never force.
    else if (updating) offerUpdate(reload);
  });

  container.register(`${base}sw.js`, { scope: base }).then(
    (registration) => {
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) offer(worker);
        });
      });
      // Offline is the normal case at a table: a failed check just waits for the next one.
      const check = () => registration.update().catch(() => undefined);
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
