import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import { IdbSessionStore } from '../../../src/session/storage/idbStore';
import { exportSessions, importSessions, listSessions } from '../../../src/session/library';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../../src/session/storage/exchange';
import { openGame, startGame } from '../../../src/session/controller';
import { rematch } from '../../../src/session/nights/nightStore';
import { checkSession } from '../../../src/session/storage/checkRecord';
import { computeStatistics } from '../../../src/stats/compute';
import { annWins } from '../stats/fixtures';
import { fixtures, freshDb, getRaw, legalLog, table } from './helpers';
import type { GameConfig } from '../../../src/rules';

beforeEach(() => {
  freshDb();
  useSessionStore(new IdbSessionStore());
});

const cards: GameConfig = { ...table, equipment: 'cards' };
const file = (x: unknown) => new Blob([typeof x === 'string' ? x : JSON.stringify(x)]);

async function played(config: GameConfig, n: number): Promise<string> {
  const id = await startGame(config);
  const game = await openGame(id);
  for (const a of legalLog(config, n, 1)) await game!.dispatch(a);
  game!.close();
  return id;
}

describe('R3: the equipment is stored and exchanged with the game', () => {
  it('R3: a card game is stored with its equipment in its config and opens as a card game', async () => {
    const id = await played(cards, 9);
    expect(((await getRaw(`session:${id}`)) as { config: GameConfig }).config.equipment).toBe('cards');
    const game = await openGame(id);
    expect(game!.snapshot().state.config.equipment).toBe('cards');
    game!.close();
  });

  it('R3: games saved before the equipment existed, of every schema, load as disc games', () => {
    for (const fixture of Object.values(fixtures)) {
      const checked = checkSession(fixture);
      expect(checked.ok).toBe(true);
      if (checked.ok) expect(checked.session.config.equipment).toBeUndefined();
    }
  });

  it('R3: a file holding a card game is version 3, one of disc games stays version 2; both import back', async () => {
    const discId = await played(table, 5);
    await played(cards, 7);
    expect(JSON.parse(await exportSessions(discId)).version).toBe(2);
    const text = await exportSessions();
    expect(JSON.parse(text)).toMatchObject({ format: EXPORT_FORMAT, version: 3 });
    expect(EXPORT_VERSION).toBe(4); // the newest: a deck other than 52 cards (below)
    freshDb();
    useSessionStore(new IdbSessionStore());
    expect(await importSessions(file(text))).toEqual({ ok: true, added: 2, copies: 0, skipped: 0 });
    const { summaries } = await listSessions();
    const equipment = await Promise.all(
      summaries.map(async (s) => ((await getRaw(`session:${s.id}`)) as { config: GameConfig }).config.equipment),
    );
    expect(equipment.sort()).toEqual(['cards', undefined]);
  });

  it('R3: a file holding a card game with a deck other than 52 cards is version 4 and imports back with its deck', async () => {
    await played(cards, 3);
    const skat = await played({ ...cards, deck: 'skat' }, 5);
    expect(JSON.parse(await exportSessions(skat)).version).toBe(4);
    const text = await exportSessions();
    expect(JSON.parse(text).version).toBe(4);
    freshDb();
    useSessionStore(new IdbSessionStore());
    expect(await importSessions(file(text))).toEqual({ ok: true, added: 2, copies: 0, skipped: 0 });
    const { summaries } = await listSessions();
    const decks = await Promise.all(
      summaries.map(async (s) => ((await getRaw(`session:${s.id}`)) as { config: GameConfig }).config.deck),
    );
    expect(decks.sort()).toEqual(['skat', undefined]);
  });

  it('R3: an imported file with a bad equipment or cards with Last Chance is refused whole', async () => {
    const id = await played(cards, 3);
    const data = JSON.parse(await exportSessions(id));
    freshDb();
    useSessionStore(new IdbSessionStore());
    for (const config of [
      { ...data.sessions[0].config, equipment: 'tiles' },
      { ...data.sessions[0].config, lastChance: true },
      { ...data.sessions[0].config, deck: 'tarot' },
      { ...data.sessions[0].config, equipment: 'discs', deck: 'skat' },
    ]) {
      const bad = { ...data, sessions: [{ ...data.sessions[0], config }] };
      expect((await importSessions(file(bad))).ok).toBe(false);
    }
    expect((await listSessions()).summaries).toEqual([]);
  });

  it('R3: a rematch of a card game is a card game', async () => {
    const id = await played(cards, 4);
    const next = await rematch(id, 2);
    const game = await openGame(next!);
    expect(game!.snapshot().state.config).toMatchObject({ equipment: 'cards', starter: 2 });
    game!.close();
  });

  it('R3: statistics count a card game like any other', () => {
    const asCards = { ...annWins, id: 'c', config: { ...annWins.config, equipment: 'cards' as const } };
    const both = computeStatistics([annWins, asCards]);
    expect(both.games).toHaveLength(2);
    expect(both.players.find((p) => p.name === 'Ann')).toMatchObject({ games: 2, wins: 2 });
  });
});
