// What the app keeps in the page's IndexedDB, read straight from the browser (no app code on the way).
import type { Page } from 'playwright-core';

/** Every key and value of the app's games store, in key order. */
export function storedEntries(page: Page): Promise<Array<[string, unknown]>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('skull-table');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('sessions').objectStore('sessions');
          const keys = store.getAllKeys();
          const values = store.getAll();
          store.transaction.oncomplete = () => {
            db.close();
            resolve(keys.result.map((k, i) => [String(k), values.result[i]] as [string, unknown]));
          };
        };
      }),
  );
}
