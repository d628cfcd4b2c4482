// Opens the games' database and lets it go when another tab deletes or upgrades it: a connection kept
// open would block that tab forever while this one went on claiming "saved" into a doomed database.
import type { UseStore } from 'idb-keyval';
import { request } from './idbTx';

/** Like idb-keyval's createStore, but the connection closes on `versionchange` and calls `onLost`
 *  (also when the browser closes it); every later use fails as "closed", so the caller reopens. */
export function openStore(dbName: string, storeName: string, onLost: () => void): UseStore {
  let lost = false;
  let db: Promise<IDBDatabase> | null = null;
  const lose = (conn: IDBDatabase) => {
    if (lost) return;
    lost = true;
    conn.close();
    onLost();
  };
  // Opened on first use, so constructing a store never touches a missing or refused IndexedDB.
  const connect = () => {
    const open = indexedDB.open(dbName);
    open.onupgradeneeded = () => {
      // Stryker disable next-line ConditionalExpression: opened without a version, it upgrades only when new, with no store yet (→ false: no store, which the store tests catch)
      if (!open.result.objectStoreNames.contains(storeName)) open.result.createObjectStore(storeName);
    };
    return request(open).then((conn) => {
      conn.onversionchange = () => lose(conn);
      conn.onclose = () => lose(conn);
      return conn;
    });
  };
  return async (mode, body) => {
    // An open that failed (the database mid-deletion, say) is tried afresh next time, not kept failed.
    db ??= connect().catch((e: unknown) => {
      db = null;
      throw e;
    });
    const conn = await db;
    if (lost) throw new DOMException('The connection was closed for another tab.', 'InvalidStateError');
    // Relaxed: complete fires once the OS holds the write, which a closed or crashed tab or browser keeps (only an
    // OS crash or power cut in the next seconds could lose it); Chrome ≥ 121, Firefox and Safari default to it,
    // and an older Chrome would otherwise wait for a disk flush on every tap (docs/performance.md).
    return body(conn.transaction(storeName, mode, { durability: 'relaxed' }).objectStore(storeName));
  };
}
