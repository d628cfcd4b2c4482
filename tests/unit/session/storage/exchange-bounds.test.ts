// An export file is read whole or refused whole, and each refusal names its problem at the file's edges: its size, its
// format and version, its list of games, the moves a game may hold, and the players it brings.
import { describe, expect, it } from 'vitest';
import { NIGHT_GAP_MS } from '../../../../src/session/nights/nights';
import { emptyRoster, type Roster } from '../../../../src/session/players/roster';
import {
  decodeExport,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  encodeExport,
  type Decoded,
} from '../../../../src/session/storage/exchange';
import { MAX_BREAKS, MAX_IMPORT_BYTES, MAX_MOVES_PER_GAME } from '../../../../src/session/storage/limits';
import type { StoredSession } from '../../../../src/session/storage/record';
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

describe('the night breaks a file brings', () => {
  it('a list of at most MAX_BREAKS times, read sorted and once each', () => {
    const breaksOf = (decoded: Decoded) => (decoded.ok ? decoded.roster.breaks : decoded.problem);
    expect(breaksOf(decodeExport(file()))).toEqual([]);
    expect(breaksOf(decodeExport(file({ breaks: [30, 10, 30, 20] })))).toEqual([10, 20, 30]);
    expect(breaksOf(decodeExport(file({ breaks: Array.from({ length: MAX_BREAKS }, (_, i) => i) })))).toHaveLength(
      MAX_BREAKS,
    );
    for (const breaks of [5, { 0: 5 }, [5, -1], [5, '6'], Array.from({ length: MAX_BREAKS + 1 }, (_, i) => i)])
      expect(breaksOf(decodeExport(file({ breaks }))), JSON.stringify(breaks).slice(0, 40)).toBe('bad-breaks');
  });
});

describe('a game that is not a record', () => {
  it('is an invalid session, counted as no moves', () => {
    for (const raw of [null, 'game', 7])
      expect(decodeExport(file({ sessions: [schema2, raw] }))).toEqual({
        ok: false,
        problem: 'invalid-session',
        index: 1,
      });
  });
});

describe('a file written', () => {
  const game = (id: string, created: number, updated: number, seats: string[]): StoredSession => ({
    ...(schema2 as unknown as StoredSession),
    id,
    created,
    updated,
    seats,
  });
  const written = (sessions: StoredSession[], roster: Roster) => JSON.parse(encodeExport(sessions, 0, roster));

  it('names only the players of its games and whom they were merged into, or who was merged into them', () => {
    const roster = emptyRoster();
    for (const entry of [
      { id: 'p-ann', name: 'Ann' },
      { id: 'p-old-ann', name: 'Annie', into: 'p-ann' },
      { id: 'p-bob', name: 'Bob', into: 'p-rob' },
      { id: 'p-rob', name: 'Rob' },
      { id: 'p-zed', name: 'Zed' },
      { id: 'p-old-zed', name: 'Zeddy', into: 'p-zed' },
      { id: 'p-lone', name: 'Lone' },
    ])
      roster.entries.set(entry.id, entry);
    const ids = written([game('g', 0, 1, ['p-ann', 'p-bob', 'n-cat'])], roster).players.map(
      (p: { id: string }) => p.id,
    );
    expect(ids.sort()).toEqual(['p-ann', 'p-bob', 'p-old-ann', 'p-rob']);
  });

  it('carries the night breaks after its first game began and within a night’s gap of its last change, or none', () => {
    const roster = { ...emptyRoster(), breaks: [50, 100, 101, 150, 300 + NIGHT_GAP_MS, 301 + NIGHT_GAP_MS] };
    const games = [game('a', 200, 250, []), game('b', 100, 300, []), game('c', 150, 200, [])];
    expect(written(games, roster).breaks).toEqual([101, 150, 300 + NIGHT_GAP_MS]);
    expect(written([game('a', 301 + NIGHT_GAP_MS, 400 + NIGHT_GAP_MS, [])], roster)).not.toHaveProperty('breaks');
    expect(written([], roster)).not.toHaveProperty('breaks');
  });
});
