import { describe, expect, it } from 'vitest';
import { computeStatistics, type PlayerStats } from '../../../src/stats/compute';
import { annWins, catOut, deeUnfinished, untouched } from './fixtures';

const byName = (players: PlayerStats[], name: string) => players.find((p) => p.name === name);

describe('statistics from saved games', () => {
  const stats = computeStatistics([annWins, deeUnfinished, catOut, untouched]);

  it('counts games played and won per player name, names matched without case or spaces', () => {
    expect(stats.players.map((p) => [p.name, p.games, p.wins])).toEqual([
      ['Ann', 3, 1],
      ['Bob', 3, 0],
      ['Cat', 2, 0],
      ['Dee', 1, 0],
    ]);
  });

  it('R12–R15: challenges tried and won, skulls hit and the largest successful bid', () => {
    expect(byName(stats.players, 'Ann')).toMatchObject({ challengesTried: 3, challengesWon: 2, skullsHit: 1, largestBid: 3 });
    expect(byName(stats.players, 'Dee')).toMatchObject({ challengesTried: 2, challengesWon: 1, skullsHit: 1, largestBid: 1 });
    expect(byName(stats.players, 'Bob')).toMatchObject({ challengesTried: 0, challengesWon: 0, skullsHit: 0, largestBid: null });
  });

  it('R17: a player who loses their last disc counts one elimination', () => {
    expect(byName(stats.players, 'Cat')).toMatchObject({ challengesTried: 4, skullsHit: 4, eliminations: 1 });
    expect(stats.players.filter((p) => p.name !== 'Cat').every((p) => p.eliminations === 0)).toBe(true);
  });

  it('leaves out a game with no action and anyone only in it', () => {
    expect(byName(stats.players, 'Eve')).toBeUndefined();
    expect(stats.games.map((g) => g.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives each game a round by round timeline with the successes after each round', () => {
    const [a, b, c] = stats.games;
    expect(a).toMatchObject({ over: true, winner: 'Ann' });
    expect(a!.rounds).toEqual([
      { round: 1, result: 'success', challenger: 'Ann', bid: 2, skullOwner: null, eliminated: [], successes: [1, 0, 0] },
      { round: 2, result: 'success', challenger: 'Ann', bid: 3, skullOwner: null, eliminated: [], successes: [2, 0, 0] },
    ]);
    expect(b).toMatchObject({ over: false, winner: null });
    expect(b!.rounds.map((r) => [r.round, r.result, r.challenger, r.skullOwner])).toEqual([
      [1, 'failure', 'Dee', 'Dee'],
      [2, 'abandoned', null, null],
      [2, 'success', 'Dee', null],
    ]);
    expect(c!.rounds).toHaveLength(5);
    expect(c!.rounds[3]).toMatchObject({ round: 4, result: 'failure', challenger: 'Cat', eliminated: ['Cat'] });
    expect(c!.rounds[4]).toMatchObject({ round: 5, result: 'failure', challenger: 'Ann', skullOwner: 'Bob', bid: 2 });
  });

  it('counts a log up to its last legal action when it turns illegal', () => {
    const broken = { ...annWins, id: 'x', actions: [...annWins.actions.slice(0, 6), { type: 'pass', player: 2 } as const] };
    const only = computeStatistics([broken]);
    expect(byName(only.players, 'Ann')).toMatchObject({ challengesTried: 1, challengesWon: 1, wins: 0 });
  });

  it('is empty with no saved game', () => {
    expect(computeStatistics([])).toEqual({ players: [], games: [] });
  });
});
