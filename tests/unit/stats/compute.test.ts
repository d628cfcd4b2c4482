import { describe, expect, it } from 'vitest';
import { computeStatistics, type PlayerStats } from '../../../src/stats/compute';
import { annWins, catOut, deeUnfinished, untouched } from './fixtures';

const byName = (players: PlayerStats[], name: string) => players.find((p) => p.name === name);

describe('statistics from saved games', () => {
  const stats = computeStatistics([annWins, deeUnfinished, catOut, untouched]);

  it('R13: only finished games count as played and won; unfinished ones are counted apart, by player id', () => {
    expect(stats.players.map((p) => [p.name, p.games, p.wins, p.unfinished])).toEqual([
      ['Ann', 1, 1, 2],
      ['Bob', 1, 0, 2],
      ['Cat', 1, 0, 1],
      ['Dee', 0, 0, 1],
    ]);
    expect(stats.games.map((g) => g.id)).toEqual(['a']);
    expect(stats.unfinished.map((g) => g.id)).toEqual(['b', 'c']);
  });

  it('follows the id, not the spelling: a merged typo and a renamed player are one person under their current name', () => {
    const typo = { ...annWins, id: 'typo', seats: ['anm', 'bob', 'cat'] };
    const who = {
      resolve: (seat: string) => (seat === 'anm' ? 'ann' : seat),
      name: (id: string, fallback: string) => (id === 'ann' ? 'Annie' : fallback),
    };
    const merged = computeStatistics([annWins, typo], who);
    expect(merged.players.map((p) => [p.id, p.name, p.games, p.wins])).toEqual([
      ['ann', 'Annie', 2, 2],
      ['bob', 'Bob', 2, 0],
      ['cat', 'Cat', 2, 0],
    ]);
    expect(merged.games[1]!.winner).toBe('Annie');
    // without the merge, the typo is a second player
    expect(computeStatistics([annWins, typo]).players.map((p) => p.id)).toEqual(['ann', 'anm', 'bob', 'cat']);
  });

  it('R12–R15: challenges tried and won, skulls hit and the largest successful bid', () => {
    expect(byName(stats.players, 'Ann')).toMatchObject({
      challengesTried: 3,
      challengesWon: 2,
      skullsHit: 1,
      largestBid: 3,
    });
    expect(byName(stats.players, 'Dee')).toMatchObject({
      challengesTried: 2,
      challengesWon: 1,
      skullsHit: 1,
      largestBid: 1,
    });
    expect(byName(stats.players, 'Bob')).toMatchObject({
      challengesTried: 0,
      challengesWon: 0,
      skullsHit: 0,
      largestBid: null,
    });
  });

  it('R12: a trap sprung is another challenger stopped by your skull; your own skull is no trap', () => {
    expect(stats.players.map((p) => [p.name, p.trapsSprung])).toEqual([
      ['Ann', 0],
      ['Bob', 1],
      ['Cat', 0],
      ['Dee', 0],
    ]);
  });

  it('R7, R10: the boldest success is the largest won bid as a share of the table total when it was made', () => {
    expect(byName(stats.players, 'Ann')!.boldestShare).toBe(1); // 3 of 3 discs
    expect(byName(stats.players, 'Dee')!.boldestShare).toBeCloseTo(1 / 3);
    expect(byName(stats.players, 'Bob')!.boldestShare).toBeNull();
  });

  it('R11: a success made without flipping anyone else’s disc counts as won on their own stack', () => {
    expect(byName(stats.players, 'Dee')!.ownStackWins).toBe(1);
    expect(byName(stats.players, 'Ann')!.ownStackWins).toBe(0); // both her successes flipped other stacks
  });

  it('R17: a player who loses their last disc counts one elimination', () => {
    expect(byName(stats.players, 'Cat')).toMatchObject({ challengesTried: 4, skullsHit: 4, eliminations: 1 });
    expect(stats.players.filter((p) => p.name !== 'Cat').every((p) => p.eliminations === 0)).toBe(true);
  });

  it('leaves out a game with no action and anyone only in it', () => {
    expect(byName(stats.players, 'Eve')).toBeUndefined();
    expect([...stats.games, ...stats.unfinished].map((g) => g.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives each game a round by round timeline with the successes after each round', () => {
    const [a] = stats.games;
    const [b, c] = stats.unfinished;
    expect(a).toMatchObject({ over: true, winner: 'Ann' });
    expect(a!.rounds).toEqual([
      {
        round: 1,
        result: 'success',
        challenger: 'Ann',
        bid: 2,
        skullOwner: null,
        eliminated: [],
        successes: [1, 0, 0],
      },
      {
        round: 2,
        result: 'success',
        challenger: 'Ann',
        bid: 3,
        skullOwner: null,
        eliminated: [],
        successes: [2, 0, 0],
      },
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

  it('counts a log up to its last legal action when it turns illegal: not finished, so no game or win', () => {
    const broken = {
      ...annWins,
      id: 'x',
      actions: [...annWins.actions.slice(0, 6), { type: 'pass', player: 2 } as const],
    };
    const only = computeStatistics([broken]);
    expect(byName(only.players, 'Ann')).toMatchObject({
      challengesTried: 1,
      challengesWon: 1,
      wins: 0,
      games: 0,
      unfinished: 1,
    });
  });

  it('is empty with no saved game', () => {
    expect(computeStatistics([])).toEqual({ players: [], games: [], unfinished: [] });
  });
});
