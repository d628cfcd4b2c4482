// The reliability bar on the merge path: a hostile or damaged file is refused with its reason before anything is
// written, and a write the device refuses halfway leaves nothing of the import.
import 'fake-indexeddb/auto';
import { beforeEach, expect, it, vi } from 'vitest';
import { exportSessions } from '../../../../src/session/library';
import { previewImport } from '../../../../src/session/merge/preview';
import { applyImport, lastImport } from '../../../../src/session/merge/apply';
import { PLAYERS_KEY } from '../../../../src/session/storage/idbStore';
import { dump, file, finishedGame, phone } from './helpers';

let text: string;
beforeEach(async () => {
  localStorage.clear();
  vi.restoreAllMocks();
  const other = phone();
  other.use();
  await finishedGame(['Ana', 'Ben', 'Chloé']);
  text = await exportSessions();
  phone().use();
  await finishedGame(['Ana', 'Dan', 'Eve']);
});

/** The file with some of its top-level fields replaced. */
const edit = (patch: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(text), ...patch });
/** The file with its first game changed by `change`. */
const editGame = (change: (game: { actions: unknown[]; config: { players: string[] } }) => void) => {
  const data = JSON.parse(text);
  change(data.sessions[0]);
  return JSON.stringify(data);
};

it.each<[string, () => string, string]>([
  ['damaged night dates', () => edit({ breaks: ['yesterday'] }), 'bad-breaks'],
  ['night dates beyond what a date can hold', () => edit({ breaks: [9e15] }), 'bad-breaks'],
  ['a player entry with an id no device makes', () => edit({ players: [{ id: 'x y', name: 'Ana' }] }), 'bad-player'],
  [
    'moves that break the rules',
    () =>
      editGame((g) => {
        g.actions = [{ type: 'bid', player: 0, amount: 99 }];
      }),
    'illegal-moves',
  ],
  ['a foreign file', () => JSON.stringify({ format: 'excalidraw', elements: [] }), 'foreign'],
  ['a newer file version', () => edit({ version: 99 }), 'newer-version'],
  [
    'a name made of invisible characters',
    () =>
      editGame((g) => {
        g.config.players[0] = '\u200b';
      }),
    'bad-name',
  ],
])('%s: refused with its reason, nothing written', async (_what, make, problem) => {
  const before = await dump();
  const preview = await previewImport(file(make()));
  expect(preview).toMatchObject({ ok: false, problem });
  expect(await dump()).toEqual(before);
});

it('a write the device refuses halfway (the players list) leaves neither the games nor the players of the file', async () => {
  const preview = await previewImport(file(text));
  if (!preview.ok) throw new Error(preview.problem);
  const before = await dump();
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
    if (key === PLAYERS_KEY) throw new DOMException('The disk is full.', 'QuotaExceededError');
    return put.call(this, value, key);
  });
  expect(await applyImport(preview.plan)).toEqual({ ok: false, problem: 'storage' });
  vi.restoreAllMocks();
  expect(await dump()).toEqual(before);
  expect(lastImport()).toBeNull();
});
