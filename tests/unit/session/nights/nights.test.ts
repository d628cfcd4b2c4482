import { describe, expect, it } from 'vitest';
import {
  currentNight,
  groupNights,
  nightResult,
  nightStandings,
  NIGHT_GAP_MS,
} from '../../../../src/session/nights/nights';
import { buildPlayers } from '../../../../src/session/players/players';
import { emptyRoster, withEntry } from '../../../../src/session/players/roster';
import { summaryOf } from '../helpers';

const H = 3_600_000;
const T = Date.UTC(2026, 10, 27, 19);

describe('game nights', () => {
  const g1 = summaryOf('g1', T, 30, ['ann', 'bob', 'cat'], 0);
  const g2 = summaryOf('g2', T + 40 * 60_000, 30, ['ann', 'bob', 'cat'], 1);
  const g3 = summaryOf('g3', T + 2 * H, 20, ['ann', 'bob', 'cat'], 1);
  const later = summaryOf('g4', T + 2 * H + 20 * 60_000 + NIGHT_GAP_MS + 1, 20, ['ann', 'bob', 'dan'], null);

  it('groups games with no gap over a few hours, newest night first, games in order', () => {
    const nights = groupNights([later, g3, g1, g2], []);
    expect(nights.map((n) => n.games.map((g) => g.id))).toEqual([['g4'], ['g1', 'g2', 'g3']]);
    expect(nights[1]).toMatchObject({ id: 'g1', start: g1.created, end: g3.updated });
  });

  it('a gap of exactly the limit stays the same night', () => {
    const next = summaryOf('next', g1.updated + NIGHT_GAP_MS, 10, ['ann', 'bob', 'cat'], 0);
    expect(groupNights([g1, next], []).length).toBe(1);
  });

  it('"New game night" between two games splits them whatever the gap', () => {
    const nights = groupNights([g1, g2, g3], [g2.updated + 60_000]);
    expect(nights.map((n) => n.games.map((g) => g.id))).toEqual([['g3'], ['g1', 'g2']]);
  });

  it('tonight is the latest night while it is recent and no new night began', () => {
    const nights = groupNights([g1, g2, g3], []);
    expect(currentNight(nights, [], g3.updated + H)?.id).toBe('g1');
    expect(currentNight(nights, [], g3.updated + NIGHT_GAP_MS + 1)).toBeNull();
    expect(currentNight(nights, [g3.updated + 1], g3.updated + H)).toBeNull();
    expect(currentNight([], [], T)).toBeNull();
  });

  it('R13/R18: standings count only finished games, most wins first (ties in seat order, sharing a place: 1, 1, 3); a merged typo counts for its player', () => {
    const typo = summaryOf('g5', g3.updated + 60_000, 10, ['bob', 'cat', 'anm'], 2);
    const open = summaryOf('g6', typo.updated + 60_000, 10, ['ann', 'bob', 'cat'], null);
    const roster = withEntry(emptyRoster(), 'anm', { into: 'ann' });
    const all = [g1, g2, g3, typo, open];
    const [night] = groupNights(all, []);
    const players = buildPlayers(all, roster);
    expect(nightStandings(night!, roster, players)).toEqual([
      { id: 'ann', name: 'ANN', color: null, wins: 2, played: 4, place: 1 },
      { id: 'bob', name: 'BOB', color: null, wins: 2, played: 4, place: 1 },
      { id: 'cat', name: 'CAT', color: null, wins: 0, played: 4, place: 3 },
    ]);
  });

  it('the night as plain data for sharing: title, standings with wins and favourite colours, games in order with their winners', () => {
    const roster = withEntry(emptyRoster(), 'ann', { name: 'Annie', color: 3 });
    const [night] = groupNights([g1, g2], []);
    const result = nightResult(night!, roster, buildPlayers([g1, g2], roster), 'Friday night');
    expect(result).toEqual({
      kind: 'night',
      title: 'Friday night',
      start: g1.created,
      end: g2.updated,
      standings: [
        { id: 'ann', name: 'Annie', color: 3, wins: 1, played: 2, place: 1 },
        { id: 'bob', name: 'BOB', color: null, wins: 1, played: 2, place: 1 },
        { id: 'cat', name: 'CAT', color: null, wins: 0, played: 2, place: 3 },
      ],
      games: [
        { id: 'g1', started: g1.created, players: ['Annie', 'BOB', 'CAT'], winner: 'Annie', finished: true, rounds: 3 },
        { id: 'g2', started: g2.created, players: ['Annie', 'BOB', 'CAT'], winner: 'BOB', finished: true, rounds: 3 },
      ],
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});
