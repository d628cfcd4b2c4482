// The installed app as a share target: the system posts a shared backup to the manifest's share_target action; the
// service worker keeps the file in a cache of its own and opens the receive screen, which shows what the file holds
// before anything is written. This function runs in the service worker: the build writes it, with its names, into
// share-target.js, which the generated worker loads with importScripts (vite.config.ts). Self-contained: no imports.

export interface ShareTargetNames {
  path: string;
  field: string;
  cache: string;
  screen: string;
  /** A larger file is not kept: only its size, so the receive screen can say why it is refused. */
  maxBytes: number;
}

/** The parts of the service worker's global scope this uses. */
export interface WorkerScope {
  registration: { scope: string };
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}
export interface FetchEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

export function shareTargetWorker(sw: WorkerScope, names: ShareTargetNames): void {
  async function keep(request: Request, scope: string): Promise<Response> {
    try {
      const form = await request.formData();
      const file = form.getAll(names.field).find((f): f is File => typeof f !== 'string');
      if (file) {
        const cache = await caches.open(names.cache);
        for (const old of await cache.keys()) await cache.delete(old);
        const kept = file.size <= names.maxBytes;
        const headers = {
          'content-type': 'application/json',
          'x-file-name': encodeURIComponent(file.name || 'backup.json'),
          'x-file-size': String(file.size),
        };
        await cache.put(new URL(`received/${Date.now()}`, scope).href, new Response(kept ? file : '', { headers }));
      }
    } catch {
      // A post that cannot be read: the receive screen says nothing arrived.
    }
    return Response.redirect(new URL(names.screen, scope).href, 303);
  }

  sw.addEventListener('fetch', (event) => {
    const scope = sw.registration.scope;
    const { request } = event;
    // Only the share target's post; every other request is the precache's (a POST matches none of its routes).
    if (request.method !== 'POST' || new URL(request.url).pathname !== new URL(names.path, scope).pathname) return;
    event.respondWith(keep(request, scope));
  });
}
