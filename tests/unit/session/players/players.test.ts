import { beforeEach, describe, expect, it } from 'vitest';
import { IdbSessionStore } from '../../../../src/session/storage/idbStore';
import { useSessionStore } from '../../../../src/session/storage/sessionStore';
import { openGame, startGame } from '../../../../src/session/controller';
import {
  listPlayers,
  mergePlayers,
  renamePlayer,
  rememberColors,
  unmergePlayer,
} from '../../../../src/session/players/playerStore';
import { exportSessions, importSessions } from '../../../../src/session/library';
import { legacyPlayerId } from '../../../../src/session/players/playerIds';
import { finishedLog, freshDb, putRaw } from '../helpers';
import schema1 from '../fixtures/schema-1.json';
import type { GameConfig } from '../../../../src/rules';

beforeEach(() => {
  freshDb();
  useSessionStore(new IdbSessionStore());
});

/** Starts and plays a game to its end (the starter wins); returns its id. */
async function finishedGame(players: string[], seats: Array<string | null> = []): Promise<string> {
  const config: GameConfig = { players, starter: 0 };
  const id = await startGame(config, seats);
  const game = (await openGame(id))!;
  for (const a of finishedLog(config)) await game.dispatch(a);
  game.close();
  return id;
}

const names = async () => (await listPlayers()).players.map((p) => p.name);
const byName = async (name: string) => (await listPlayers()).players.find((p) => p.name === name)!;

describe('the player list', () => {
  it('R1: is built from the games played, most recent first, and a typed name finds its remembered player', async () => {
    await finishedGame(['Ann', 'Bob', 'Cat']);
    await finishedGame(['Dan', 'ann', 'Bob']);
    const { players } = await listPlayers();
    // one player per person, named as last typed; Cat played only the older game
    expect(players.map((p) => p.name)).toEqual(['ann', 'Bob', 'Dan', 'Cat']);
    const ann = players.find((p) => p.name === 'ann')!;
    expect(ann.finished).toBe(2);
    expect(players.find((p) => p.name === 'Dan')!.wins).toBe(1);
    expect(ann.wins).toBe(1);
  });

  it('a chosen player keeps their id whatever is typed, and an unfinished game is counted apart', async () => {
    await finishedGame(['Ann', 'Bob', 'Cat']);
    const ann = await byName('Ann');
    await startGame({ players: ['Ann', 'Bob', 'Eve'], starter: 0 }, [ann.id, null, null]).then(async (id) => {
      const g = (await openGame(id))!;
      await g.dispatch({ type: 'placeFirst' });
      g.close();
    });
    const again = await byName('Ann');
    expect(again.id).toBe(ann.id);
    expect(again).toMatchObject({ finished: 1, unfinished: 1 });
  });

  it('old saved games appear under remembered players after the migration', async () => {
    await putRaw(`session:${schema1.id}`, schema1);
    const { players } = await listPlayers();
    expect(players.map((p) => [p.name, p.id])).toEqual(
      expect.arrayContaining(schema1.config.players.map((n) => [n, legacyPlayerId(n)])),
    );
    // a new game typed with an old name joins that player
    await finishedGame(['Ann', 'Bob', 'Zed']);
    expect((await byName('Ann')).id).toBe(legacyPlayerId('Ann'));
  });

  it('remembers the colour each player last sat with', async () => {
    await finishedGame(['Ann', 'Bob', 'Cat']);
    const ann = await byName('Ann');
    await rememberColors([ann.id], [4]);
    expect((await byName('Ann')).color).toBe(4);
  });
});

describe('rename and merge', () => {
  it('R1: a rename follows the name rules and refuses a name another player has', async () => {
    await finishedGame(['Ann', 'Bob', 'Cat']);
    const ann = await byName('Ann');
    expect(await renamePlayer(ann.id, '  Anne  ')).toEqual({ ok: true });
    expect((await listPlayers()).players.find((p) => p.id === ann.id)!.name).toBe('Anne');
    expect(await renamePlayer(ann.id, 'bob')).toEqual({ ok: false, problem: 'taken' });
    expect(await renamePlayer(ann.id, 'W'.repeat(25))).toEqual({ ok: false, problem: 'too-long' });
    expect(await renamePlayer(ann.id, '   ')).toEqual({ ok: false, problem: 'empty' });
    expect(await renamePlayer('nobody', 'Zoe')).toEqual({ ok: false, problem: 'unknown' });
    // the next game typed with the new spelling is the same player
    await finishedGame(['Anne', 'Bob', 'Cat']);
    expect((await listPlayers()).players.find((p) => p.id === ann.id)!.finished).toBe(2);
  });

  it('a typo merged into the right player counts for them; undo gives both back exactly', async () => {
    await finishedGame(['Ann', 'Bob', 'Cat']);
    await finishedGame(['Bob', 'Cat', 'Anm']);
    const before = await listPlayers();
    const typo = await byName('Anm');
    const ann = await byName('Ann');
    expect(await mergePlayers(typo.id, ann.id)).toEqual({ ok: true });
    expect(await names()).not.toContain('Anm');
    expect(await byName('Ann')).toMatchObject({ finished: 2, wins: 1, ids: [ann.id, typo.id] });
    expect(await unmergePlayer(typo.id)).toEqual({ ok: true });
    expect((await listPlayers()).players).toEqual(before.players);
  });

  it('two players who sat at one table are two people: the merge is refused', async () => {
    await finishedGame(['Ann', 'Bob', 'Cat']);
    const [ann, bob] = [await byName('Ann'), await byName('Bob')];
    expect(await mergePlayers(ann.id, bob.id)).toEqual({ ok: false, problem: 'same-game' });
    expect(await mergePlayers(ann.id, ann.id)).toEqual({ ok: false, problem: 'unknown' });
  });
});

describe('export and import carry the players', () => {
  it('a rename and a merge travel with the games; same id, same player; the device keeps its own spelling', async () => {
    await finishedGame(['Ann', 'Bob', 'Cat']);
    await finishedGame(['Bob', 'Cat', 'Anm']);
    const ann = await byName('Ann');
    await mergePlayers((await byName('Anm')).id, ann.id);
    await renamePlayer(ann.id, 'Annie');
    const text = await exportSessions();
    expect(JSON.parse(text).players).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: ann.id, name: 'Annie' })]),
    );

    freshDb();
    useSessionStore(new IdbSessionStore());
    await finishedGame(['Ann', 'Dan', 'Eve'], [ann.id, null, null]);
    await renamePlayer(ann.id, 'Ana');
    const report = await importSessions(new Blob([text]));
    expect(report).toEqual({ ok: true, added: 2, copies: 0, skipped: 0 });
    const here = (await listPlayers()).players.find((p) => p.id === ann.id)!;
    expect(here).toMatchObject({ name: 'Ana', finished: 3 });
    expect(await names()).not.toContain('Anm');
  });

  it('a damaged player list refuses the whole file with its number, and nothing stored changes', async () => {
    await finishedGame(['Ann', 'Bob', 'Cat']);
    const file = JSON.parse(await exportSessions());
    freshDb();
    useSessionStore(new IdbSessionStore());
    await finishedGame(['Dan', 'Eve', 'Fay']);
    const before = await listPlayers();
    for (const players of [
      [{ id: 'x y' }],
      [{ id: 'p-1', name: 'W'.repeat(30) }],
      [{ id: 'p-1' }, { id: 'p-1' }],
      'nope',
    ]) {
      const report = await importSessions(new Blob([JSON.stringify({ ...file, players })]));
      expect(report).toMatchObject({ ok: false, problem: 'bad-player' });
    }
    expect(await listPlayers()).toEqual(before);
  });
});
