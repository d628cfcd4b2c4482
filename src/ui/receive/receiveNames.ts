// Where a backup sent from another phone arrives, named once for the manifest (vite.config.ts), the service worker's
// share target (src/pwa/shareTargetWorker.ts) and the receive screen.
export const RECEIVE = {
  /** The manifest's share_target action, under the app's base: the system posts the shared file there. */
  path: 'share-target',
  /** The form field that carries the file. */
  field: 'backup',
  /** The cache that keeps a shared file until the receive screen has shown it. */
  cache: 'skull-table-received',
  /** The receive screen's address (screens.ts: `receive`). */
  screen: '#/receive',
  /** What the share sheet and the file manager offer the app. */
  accept: { 'application/json': ['.json'] } as Record<string, string[]>,
};
