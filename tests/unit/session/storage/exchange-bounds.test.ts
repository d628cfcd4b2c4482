// An export file is read whole or refused whole, and each refusal names its problem at the file's edges: its size, its
// format and version, its list of games, the moves a game may hold, and the players it brings.
import { describe, expect, it } from 'vitest';
import { decodeExport, EXPORT_FORMAT, EXPORT_VERSION, type Decoded } from '../../../../src/session/storage/exchange';
import { MAX_IMPORT_BYTES, MAX_MOVES_PER_GAME } from '../../../../src/session/storage/limits';
import schema0 from '../fixtures/schema-0.json';
import schema2 from '../fixtures/schema-2.json';

const file = (change: Record<string, unknown> = {}) =>
  JSON.stringify({ format: EXPORT_FORMAT, version: 2, sessions: [schema2], ...change });
const problemOf = (decoded: Decoded) => (decoded.ok ? 'read' : decoded.problem);

describe('a file is refused before it is read when it is too big', () => {
  it('counts its bytes as UTF-8, up to the limit', () => {
    expect(problemOf(decodeExport(' '.repeat(MAX_IMPORT_BYTES)))).toBe('not-json');
    expect(problemOf(decodeExport(' '.repeat(MAX_IMPORT_BYTES + 1)))).toBe('too-big');
    // Fewer characters than the limit, but two bytes each.
    expect(problemOf(decodeExport('é'.repeat(MAX_IMPORT_BYTES / 2 + 1)))).toBe('too-big');
    expect(problemOf(decodeExport('é'.repeat(MAX_IMPORT_BYTES / 2)))).toBe('not-json');
  });
});

describe('a file is this app’s, in a version it reads', () => {
  it('names the format', () => {
    for (const text of ['[]', '"x"', 'null', '3', file({ format: 'skull-table' }), file({ format: undefined })])
      expect(problemOf(decodeExport(text)), text.slice(0, 40)).toBe('foreign');
  });

  it('a version from 1 to the newest this app writes, as a whole number', () => {
    for (const version of [1, 2, EXPORT_VERSION]) expect(problemOf(decodeExport(file({ version })))).toBe('read');
    for (const version of [0, -1, 1.5, '2', null, undefined])
      expect(problemOf(decodeExport(file({ version }))), String(version)).toBe('foreign');
    expect(problemOf(decodeExport(file({ version: EXPORT_VERSION + 1 })))).toBe('newer-version');
  });

  it('a list of one game or more', () => {
    for (const sessions of [[], {}, schema2, undefined])
      expect(problemOf(decodeExport(file({ sessions }))), JSON.stringify(sessions)).toBe('no-sessions');
  });
});

describe('a game’s moves are counted before any is replayed', () => {
  /** `n` moves in the log and `m` in the redo stack, none of them legal. */
  const game = (n: number, m: number) => ({
    ...schema2,
    actions: Array.from({ length: n }, () => ({ type: 'abandonRound' })),
    redo: Array.from({ length: m }, () => ({ type: 'abandonRound' })),
  });

  it('the log and the redo stack together hold at most the limit', () => {
    const half = MAX_MOVES_PER_GAME / 2;
    expect(decodeExport(file({ sessions: [game(half, half)] }))).toMatchObject({ problem: 'illegal-moves' });
    expect(decodeExport(file({ sessions: [schema2, game(half, half + 1)] }))).toEqual({
      ok: false,
      problem: 'too-many-moves',
      index: 1,
    });
    expect(decodeExport(file({ sessions: [game(0, MAX_MOVES_PER_GAME + 1)] }))).toMatchObject({
      problem: 'too-many-moves',
    });
  });

  it('a schema-0 game counts its log and undone moves', () => {
    const old = (n: number, m: number) => ({ ...schema0, log: game(n, 0).actions, undone: game(0, m).redo });
    expect(decodeExport(file({ version: 1, sessions: [old(MAX_MOVES_PER_GAME, 1)] }))).toMatchObject({
      problem: 'too-many-moves',
    });
    expect(decodeExport(file({ version: 1, sessions: [old(1, MAX_MOVES_PER_GAME)] }))).toMatchObject({
      problem: 'too-many-moves',
    });
  });
});

describe('the players a file brings', () => {
  const player = (id: string, name?: string) => ({ id, ...(name === undefined ? {} : { name }) });

  it('are read into the roster when every one is well-formed and named as the new-game form allows', () => {
    const decoded = decodeExport(file({ players: [player('p-ann', 'Ann'), player('p-bob')] }));
    if (!decoded.ok) throw new Error(decoded.problem);
    expect([...decoded.roster.entries.values()]).toEqual([player('p-ann', 'Ann'), player('p-bob')]);
    expect(decodeExport(file())).toMatchObject({ ok: true });
  });

  it('refuse the file, naming the player at fault, when one is not', () => {
    const at = (players: unknown) => decodeExport(file({ players }));
    expect(at({ 'p-ann': 'Ann' })).toEqual({ ok: false, problem: 'bad-player', index: 0 });
    expect(at(null)).toEqual({ ok: false, problem: 'bad-player', index: 0 });
    expect(at([player('p-ann', 'Ann'), 'p-bob'])).toEqual({ ok: false, problem: 'bad-player', index: 1 });
    expect(at([player('p-ann', 'Ann'), player('p-bob', 'W'.repeat(25))])).toEqual({
      ok: false,
      problem: 'bad-player',
      index: 1,
    });
    expect(at([player('p-ann', 'Ann'), player('p-ann', 'Anne')])).toEqual({
      ok: false,
      problem: 'bad-player',
      index: 1,
    });
  });
});
