// navigator.storage.persist(): asked once a game is first saved, so the browser keeps the games.
import { recordError } from '../../diagnostics/caughtErrors';
export type Persistence = 'persistent' | 'best-effort' | 'unsupported';

let asked = false;

export async function persistenceStatus(): Promise<Persistence> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persisted) return 'unsupported';
  try {
    return (await storage.persisted()) ? 'persistent' : 'best-effort';
  } catch (error) {
    recordError('storage.persisted', error);
    return 'unsupported';
  }
}

/** Asks the browser to exempt our storage from eviction (unasked, at most once a page; `again`: the person asked, in
 *  Settings); returns the answer. */
export async function askPersistence(again = false): Promise<Persistence> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist) return 'unsupported';
  if (asked && !again) return persistenceStatus();
  asked = true;
  try {
    if (await storage.persisted()) return 'persistent';
    return (await storage.persist()) ? 'persistent' : 'best-effort';
  } catch (error) {
    recordError('storage.persist', error);
    return 'unsupported';
  }
}
