import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../../src/session/storage/sessionStore';
import { IdbSessionStore } from '../../../../src/session/storage/idbStore';
import { exportSessions, importSessions, listSessions, deleteSession } from '../../../../src/session/library';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../../../src/session/storage/exchange';
import { MAX_IMPORT_BYTES } from '../../../../src/session/storage/limits';
import { openGame, startGame } from '../../../../src/session/controller';
import { freshDb, getRaw, legalLog, table } from '../helpers';
import schema0 from '../fixtures/schema-0.json';

beforeEach(() => {
  freshDb();
  useSessionStore(new IdbSessionStore());
});

const file = (x: unknown) => new Blob([typeof x === 'string' ? x : JSON.stringify(x)]);

async function playedGame(n: number): Promise<string> {
  const id = await startGame(table);
  const game = await openGame(id);
  for (const a of legalLog(table, n, 1)) await game!.dispatch(a);
  await game!.undo();
  game!.close();
  return id;
}

async function everything() {
  const { summaries } = await listSessions();
  return Promise.all(summaries.map(async (s) => [s.id, await getRaw(`session:${s.id}`)]));
}

describe('export and import', () => {
  it('exports every game and imports it back identical into an empty device', async () => {
    await playedGame(20);
    await playedGame(7);
    const before = await everything();
    const text = await exportSessions();
    expect(JSON.parse(text)).toMatchObject({ format: EXPORT_FORMAT, version: 2 }); // disc games only (R3)
    freshDb();
    useSessionStore(new IdbSessionStore());
    expect(await importSessions(file(text))).toEqual({ ok: true, added: 2, copies: 0, skipped: 0 });
    const after = await everything();
    const strip = (rows: unknown[][]) => rows.map(([id, r]) => [id, { ...(r as object), rev: 0 }]).sort();
    expect(strip(after)).toEqual(strip(before));
  });

  it('exports a single game', async () => {
    const id = await playedGame(5);
    await playedGame(3);
    const data = JSON.parse(await exportSessions(id));
    expect(data.sessions.map((s: { id: string }) => s.id)).toEqual([id]);
  });

  it('skips a game already here and adds a different game with a taken id as a copy, never overwriting', async () => {
    const id = await playedGame(10);
    const text = await exportSessions();
    expect(await importSessions(file(text))).toEqual({ ok: true, added: 0, copies: 0, skipped: 1 });
    const data = JSON.parse(text);
    data.sessions[0].actions = data.sessions[0].actions.slice(0, 3);
    data.sessions[0].redo = [];
    const mine = await getRaw(`session:${id}`);
    expect(await importSessions(file(data))).toEqual({ ok: true, added: 0, copies: 1, skipped: 0 });
    expect(await getRaw(`session:${id}`)).toEqual(mine);
    expect((await listSessions()).summaries).toHaveLength(2);
  });

  it('accepts sessions of an earlier schema inside an export', async () => {
    const result = await importSessions(file({ format: EXPORT_FORMAT, version: 1, sessions: [schema0] }));
    expect(result).toEqual({ ok: true, added: 1, copies: 0, skipped: 0 });
  });

  const good = () => JSON.parse(JSON.stringify({ format: EXPORT_FORMAT, version: 1, sessions: [{ ...schema0 }] }));
  const refused: Array<[string, () => unknown, string]> = [
    ['not JSON', () => '{"format": "skull-table-sessions", ', 'not-json'],
    ['a foreign file', () => ({ format: 'excalidraw', version: 2, elements: [] }), 'foreign'],
    ['a JSON array', () => [1, 2, 3], 'foreign'],
    ['a newer format version', () => ({ ...good(), version: EXPORT_VERSION + 1 }), 'newer-version'],
    ['no sessions', () => ({ ...good(), sessions: [] }), 'no-sessions'],
    [
      'an illegal log',
      () => {
        const g = good();
        g.sessions[0].log.push({ type: 'bid', player: 2, amount: 1 });
        return g;
      },
      'illegal-moves',
    ],
    [
      'a hostile id',
      () => {
        const g = good();
        g.sessions[0].id = '<img src=x onerror=alert(1)>';
        return g;
      },
      'invalid-session',
    ],
    [
      'a prototype-polluting session',
      () => '{"format":"skull-table-sessions","version":1,"sessions":[{"__proto__":{"schema":1},"id":"x"}]}',
      'invalid-session',
    ],
    [
      'wrong types',
      () => {
        const g = good();
        g.sessions[0].players = 'Ann, Bob';
        return g;
      },
      'invalid-session',
    ],
    [
      'a newer session schema',
      () => {
        const g = good();
        g.sessions[0] = { ...g.sessions[0], schema: 42 };
        return g;
      },
      'newer-session',
    ],
    [
      'a player name over 24 characters',
      () => {
        const g = good();
        g.sessions[0].players[1] = 'W'.repeat(25);
        return g;
      },
      'long-name',
    ],
    ['a file over 5 MB', () => ' '.repeat(MAX_IMPORT_BYTES + 1), 'too-big'],
  ];

  it.each(refused)('refuses %s and changes nothing stored', async (_name, make, problem) => {
    await playedGame(6);
    const before = await everything();
    const result = await importSessions(file(make()));
    expect(result).toMatchObject({ ok: false, problem });
    expect(await everything()).toEqual(before);
    expect(({} as Record<string, unknown>).schema).toBeUndefined();
  });

  it('refuses the whole file when one of its sessions is bad', async () => {
    const g = good();
    g.sessions.push({ ...schema0, id: 'second', log: [{ type: 'flip', owner: 9, disc: 'skull' }] });
    expect(await importSessions(file(g))).toMatchObject({ ok: false, problem: 'illegal-moves', index: 1 });
    expect((await listSessions()).summaries).toEqual([]);
  });

  it('a deleted game can be restored', async () => {
    const id = await playedGame(4);
    const removed = await deleteSession(id);
    expect((await listSessions()).summaries).toEqual([]);
    const { restoreSession } = await import('../../../../src/session/library');
    await restoreSession(removed!);
    expect((await listSessions()).summaries.map((s) => s.id)).toEqual([id]);
  });
});
