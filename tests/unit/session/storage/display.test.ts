// A game's display settings (flat-on-the-table layout, mat colours) go where the game goes: deleted with it, back
// with its undo, exported and imported with it; files from before them still import.
import 'fake-indexeddb/auto';
import { beforeEach, expect, it } from 'vitest';
import { IdbSessionStore } from '../../../../src/session/storage/idbStore';
import { useSessionStore } from '../../../../src/session/storage/sessionStore';
import { startGame } from '../../../../src/session/controller';
import {
  deleteSession,
  exportSessions,
  importSessions,
  listSessions,
  restoreSession,
} from '../../../../src/session/library';
import { loadFlat, saveFlat, type FlatLayout } from '../../../../src/ui/table/flat';
import { loadMatColors, saveMatColors } from '../../../../src/ui/components/matColors';
import { freshDb } from '../helpers';

beforeEach(() => {
  freshDb();
  localStorage.clear();
  useSessionStore(new IdbSessionStore());
});

// Bob at the near edge, Cat then Ann across the table: the ring runs clockwise from Bob.
const layout: FlatLayout = { flat: true, edges: ['far', 'near', 'far'], ring: [1, 2, 0] };
const colors = [4, 2, 0];

async function dressedGame(): Promise<string> {
  const id = await startGame({ players: ['Ann', 'Bob', 'Cat'], starter: 0 }, []);
  saveFlat(id, layout);
  saveMatColors(id, colors);
  return id;
}

const keysOf = (id: string) => Object.keys(localStorage).filter((k) => k.endsWith(`:${id}`));

it('a deleted game takes its layout and colours with it, and its undo brings them back', async () => {
  const id = await dressedGame();
  expect(keysOf(id)).toHaveLength(2);
  const deleted = (await deleteSession(id))!;
  expect(keysOf(id)).toEqual([]);
  expect(await restoreSession(deleted)).toBe('restored');
  expect(loadFlat(id, 3)).toEqual(layout);
  expect(loadMatColors(id, 3)).toEqual(colors);
});

it('an export carries each game’s layout and colours; an import brings them back, under a copy’s new id too', async () => {
  const id = await dressedGame();
  const text = await exportSessions();
  expect(JSON.parse(text).sessions[0].display).toEqual({ flat: layout, mats: colors });

  freshDb();
  localStorage.clear();
  useSessionStore(new IdbSessionStore());
  expect(await importSessions(new Blob([text]))).toMatchObject({ ok: true, added: 1 });
  expect(loadFlat(id, 3)).toEqual(layout);
  expect(loadMatColors(id, 3)).toEqual(colors);

  // The same id, another game here: the file's game comes in as a copy, dressed as it was.
  const edited = JSON.parse(text);
  edited.sessions[0].config.starter = 1;
  expect(await importSessions(new Blob([JSON.stringify(edited)]))).toMatchObject({ ok: true, copies: 1 });
  const copy = (await listSessions()).summaries.find((s) => s.id !== id)!;
  expect(loadFlat(copy.id, 3)).toEqual(layout);
  expect(loadMatColors(copy.id, 3)).toEqual(colors);
});

it('a file from before display settings, or with a damaged one, imports with the default layout', async () => {
  const id = await dressedGame();
  const file = JSON.parse(await exportSessions());
  for (const display of [undefined, 'flat', { flat: 'sideways', mats: [9, 9, 9] }]) {
    freshDb();
    localStorage.clear();
    useSessionStore(new IdbSessionStore());
    file.sessions[0].display = display;
    expect(await importSessions(new Blob([JSON.stringify(file)]))).toMatchObject({ ok: true, added: 1 });
    expect(loadFlat(id, 3)).toEqual({ flat: false, edges: ['near', 'near', 'far'], ring: [0, 1, 2] });
    expect(loadMatColors(id, 3)).toEqual([0, 1, 2]);
  }
});
