// An import writes its games and its players as one step: when the players' write fails, no game lands either,
// so no game names a player the device does not know (and every storage guarantee around it still holds).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { IdbSessionStore, PLAYERS_KEY } from '../../../../src/session/storage/idbStore';
import { useSessionStore } from '../../../../src/session/storage/sessionStore';
import { openGame, startGame } from '../../../../src/session/controller';
import { listPlayers, renamePlayer } from '../../../../src/session/players/playerStore';
import { exportSessions, importSessions, listSessions } from '../../../../src/session/library';
import { caughtErrors } from '../../../../src/diagnostics/caughtErrors';
import { finishedLog, freshDb } from '../helpers';
import type { GameConfig } from '../../../../src/rules';

beforeEach(() => {
  freshDb();
  localStorage.clear();
  useSessionStore(new IdbSessionStore());
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function finishedGame(players: string[]): Promise<string> {
  const config: GameConfig = { players, starter: 0 };
  const id = await startGame(config, []);
  const game = (await openGame(id))!;
  for (const a of finishedLog(config)) await game.dispatch(a);
  game.close();
  return id;
}

/** A backup of one game whose players the device renamed (so the file carries a roster). */
async function backupWithPlayers(): Promise<string> {
  await finishedGame(['Ann', 'Bob', 'Cat']);
  const ann = (await listPlayers()).players.find((p) => p.name === 'Ann')!;
  await renamePlayer(ann.id, 'Annie');
  const text = await exportSessions();
  expect(JSON.parse(text).players.length).toBeGreaterThan(0);
  return text;
}

/** The device refuses to store the players list (a full disk, say), and only that. */
function refusePlayersWrite(): void {
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
    if (key === PLAYERS_KEY) throw new DOMException('The disk is full.', 'QuotaExceededError');
    return put.call(this, value, key);
  });
}

it('R1: a failed players write leaves neither the games nor the players of the file, and says storage refused', async () => {
  const text = await backupWithPlayers();
  freshDb();
  useSessionStore(new IdbSessionStore());
  await finishedGame(['Dan', 'Eve', 'Fay']);
  const before = { games: await listSessions(), players: await listPlayers() };
  refusePlayersWrite();
  expect(await importSessions(new Blob([text]))).toEqual({ ok: false, problem: 'storage' });
  vi.restoreAllMocks();
  useSessionStore(new IdbSessionStore()); // a new page: everything read again from the device
  expect(await listSessions()).toEqual(before.games);
  expect(await listPlayers()).toEqual(before.players);
  expect(caughtErrors().map((e) => [e.where, e.kind])).toContainEqual(['import.write', 'StorageFault']);
  // The same file imports whole once the device takes it.
  expect(await importSessions(new Blob([text]))).toEqual({ ok: true, added: 1, copies: 0, skipped: 0 });
  expect((await listSessions()).summaries).toHaveLength(2);
  expect((await listPlayers()).players.map((p) => p.name)).toContain('Annie');
});

it('a file whose games are all here already still brings its players, in one write', async () => {
  const text = await backupWithPlayers();
  const renamed = (await listPlayers()).players.find((p) => p.name === 'Annie')!;
  await renamePlayer(renamed.id, 'Ann');
  expect(await importSessions(new Blob([text]))).toEqual({ ok: true, added: 0, copies: 0, skipped: 1 });
  // The device keeps its own spelling of a player it knows.
  expect((await listPlayers()).players.map((p) => p.name)).toContain('Ann');
});
