// Every unfinished game a player's "Unfinished" figure counts is listed under Unfinished games, even one whose first
// round has not settled yet: the figure always points at games the person can find.
import { expect, it } from 'vitest';
import { computeStatistics, type GameLog } from '../../../src/stats/compute';
import { annWins, deeUnfinished } from './fixtures';

/** Discs placed and a bid made, but no round settled (R13 counts nothing yet). */
const justStarted: GameLog = {
  id: 'e',
  updated: 4,
  config: { players: ['Ann', 'Bob', 'Hal'], starter: 0 },
  seats: ['ann', 'bob', 'hal'],
  actions: [{ type: 'placeFirst' }, { type: 'bid', player: 0, amount: 1 }],
};

it('R13: an unfinished game with no settled round is counted and listed, with no rounds', () => {
  const stats = computeStatistics([annWins, deeUnfinished, justStarted]);
  expect(stats.unfinished.map((g) => [g.id, g.rounds.length])).toEqual([
    ['b', 3],
    ['e', 0],
  ]);
  // Each player's figure equals the unfinished games listed with them at the table.
  for (const p of stats.players) {
    const listed = stats.unfinished.filter((g) => g.players.includes(p.name)).length;
    expect(p.unfinished, p.name).toBe(listed);
  }
  expect(stats.players.find((p) => p.name === 'Hal')).toMatchObject({ games: 0, unfinished: 1 });
});
