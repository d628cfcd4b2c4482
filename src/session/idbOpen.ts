// Opens the games' database and lets it go when another tab deletes or upgrades it: a connection kept
// open would block that tab forever while this one went on claiming "saved" into a doomed database.
import type { UseStore } from 'idb-keyval';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Like idb-keyval's createStore, but the connection closes on `versionchange` and calls `onLost`
 *  (also when the browser closes it); every later use fails as "closed", so the caller reopens. */
export function openStore(dbName: string, storeName: string, onLost: () => void): UseStore {
  let lost = false;
  const open = indexedDB.open(dbName);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(storeName)) open.result.createObjectStore(storeName);
  };
  const lose = (db: IDBDatabase) => {
    if (lost) return;
    lost = true;
    db.close();
    onLost();
  };
  const db = request(open).then((conn) => {
    conn.onversionchange = () => lose(conn);
    conn.onclose = () => lose(conn);
    return conn;
  });
  return (mode, body) =>
    db.then((conn) => {
      if (lost) throw new DOMException('The connection was closed for another tab.', 'InvalidStateError');
      return body(conn.transaction(storeName, mode).objectStore(storeName));
    });
}
