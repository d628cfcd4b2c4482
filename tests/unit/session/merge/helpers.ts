// Two phones in one test: each its own IndexedDB, switched to before it plays, exports or imports.
import { IDBFactory } from 'fake-indexeddb';
import { entries } from 'idb-keyval';
import type { GameConfig } from '../../../../src/rules';
import { openGame, startGame } from '../../../../src/session/controller';
import { IdbSessionStore } from '../../../../src/session/storage/idbStore';
import { useSessionStore } from '../../../../src/session/storage/sessionStore';
import { finishedLog, rawStore } from '../helpers';

export interface Phone {
  use(): void;
}

export function phone(): Phone {
  const factory = new IDBFactory();
  return {
    use() {
      globalThis.indexedDB = factory;
      useSessionStore(new IdbSessionStore());
    },
  };
}

/** Starts and finishes a game on the phone in use (the starter wins); returns its id. */
export async function finishedGame(players: string[]): Promise<string> {
  const config: GameConfig = { players, starter: 0 };
  const id = await startGame(config, []);
  const game = (await openGame(id))!;
  for (const a of finishedLog(config)) await game.dispatch(a);
  game.close();
  return id;
}

/** Everything the phone in use stores, key by key. */
export async function dump(): Promise<Array<[string, unknown]>> {
  return (await entries(rawStore()))
    .map(([k, v]) => [String(k), v] as [string, unknown])
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

export const file = (text: string) => new Blob([text], { type: 'application/json' });
