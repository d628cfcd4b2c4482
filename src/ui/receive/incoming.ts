// A backup that arrived from outside the app: shared to it (the service worker kept it: src/pwa/shareTargetWorker.ts)
// or opened with it from a file manager (window.launchQueue, the manifest's file_handlers). Read here, shown by the
// receive screen before anything is written.
import { recordError } from '../../diagnostics/caughtErrors';
import { MAX_IMPORT_BYTES } from '../../session';
import { RECEIVE } from './receiveNames';

/** A file to show, or the size of one too large to keep (the service worker kept only its size). */
export type Arrival = { file: File } | { tooBig: number };

function fileName(header: string | null): string {
  try {
    return decodeURIComponent(header ?? '') || 'backup.json';
  } catch {
    return 'backup.json';
  }
}

/** The file last shared to the app, or null when none waits. */
export async function sharedFile(): Promise<Arrival | null> {
  if (!globalThis.caches || !(await caches.has(RECEIVE.cache))) return null;
  const cache = await caches.open(RECEIVE.cache);
  const newest = (await cache.keys()).at(-1);
  const response = newest && (await cache.match(newest));
  if (!response) return null;
  const size = Number(response.headers.get('x-file-size'));
  if (size > MAX_IMPORT_BYTES) return { tooBig: size };
  const name = fileName(response.headers.get('x-file-name'));
  return { file: new File([await response.blob()], name, { type: 'application/json' }) };
}

/** Once the person has decided (imported, or not), the shared file goes. */
export async function forgetShared(): Promise<void> {
  if (globalThis.caches) await caches.delete(RECEIVE.cache);
}

/** What the browser hands the page that a file was opened with (the Launch Handler API). */
interface LaunchParamsLike {
  files?: ReadonlyArray<{ kind?: string; getFile?: () => Promise<File> }>;
}
interface LaunchQueueLike {
  setConsumer(consumer: (params: LaunchParamsLike) => void): void;
}

/** Calls `take` with the file the app was opened with (the browser queues it until a page asks). */
export function onLaunchedFile(take: (file: File) => void): void {
  const queue = (globalThis as { launchQueue?: LaunchQueueLike }).launchQueue;
  queue?.setConsumer((params) => {
    const handle = params.files?.find((f) => f.kind === 'file' && typeof f.getFile === 'function');
    handle?.getFile?.().then(take, (error: unknown) => recordError('receive.launch', error));
  });
}
