// "Share the night": the card made from a night (tally, shared places, games in order) and the text it shares.
import { describe, expect, it } from 'vitest';
import { groupNights, nightResult } from '../../../src/session/nights/nights';
import { buildPlayers } from '../../../src/session/players/players';
import { emptyRoster, withEntry } from '../../../src/session/players/roster';
import { shareText } from '../../../src/ui/share/text';
import { nightCard } from '../../../src/ui/night/nightShare';
import { summaryOf } from '../session/helpers';

const T = Date.UTC(2026, 10, 27, 19);

describe('sharing a night', () => {
  // Ann wins, then Cat (seated first), an unfinished game, then Bob: 1, 1, 1 wins for Ann, Bob, Cat; Dan none.
  const games = [
    summaryOf('g1', T, 30, ['ann', 'bob', 'cat'], 0),
    summaryOf('g2', T + 3_600_000, 30, ['cat', 'ann', 'bob'], 0),
    summaryOf('g3', T + 7_200_000, 30, ['ann', 'bob', 'dan'], null),
    summaryOf('g4', T + 9_000_000, 30, ['ann', 'bob', 'dan'], 1),
  ];
  const roster = withEntry(emptyRoster(), 'ann', { name: 'Annie', color: 3 });
  const [night] = groupNights(games, []);
  const card = nightCard(nightResult(night!, roster, buildPlayers(games, roster), 'Skull night, November 27, 2026'));

  it('R13: tallies finished games only; equal wins share a place (1, 1, 1, 4); no favourite colour stays null, not a made-up one', () => {
    expect(card.standings).toEqual([
      { name: 'Annie', colour: 3, wins: 1, place: 1 },
      { name: 'BOB', colour: null, wins: 1, place: 1 },
      { name: 'CAT', colour: null, wins: 1, place: 1 },
      { name: 'DAN', colour: null, wins: 0, place: 4 },
    ]);
  });

  it('lists the games in the order played, an unfinished one as such', () => {
    expect(card.games).toEqual(['1. Annie won.', '2. CAT won.', '3. Not finished.', '4. BOB won.']);
  });

  it('shares text with the title (which has the date), no empty date line, places and wins', () => {
    expect(shareText(card).split('\n')).toEqual([
      'Skull night, November 27, 2026',
      '',
      '1. Annie: 1 win',
      '1. BOB: 1 win',
      '1. CAT: 1 win',
      '4. DAN: 0 wins',
      '',
      'Games:',
      '1. Annie won.',
      '2. CAT won.',
      '3. Not finished.',
      '4. BOB won.',
      '',
      '— Skull Table',
    ]);
  });
});
