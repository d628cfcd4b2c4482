import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { BgStatsOffer } from '../../../src/ui/bgstats/BgStatsOffer';
import { bgStatsLink, type BgStatsPlay } from '../../../src/ui/bgstats/bgStats';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Ana (seat 1) won; Ben started the first round; Chloé and Ben are equal on everything but their seat.
const play: BgStatsPlay = {
  id: 'g-42',
  created: Date.UTC(2026, 11, 2, 22, 10, 0),
  updated: Date.UTC(2026, 11, 2, 22, 47, 20),
  starter: 0,
  seats: ['p-ben', 'p-ana', 'p-chloe'],
  standings: [
    { seat: 1, name: 'Ana', place: 1, winner: true, successes: 2 },
    { seat: 0, name: 'Ben', place: 2, winner: false, successes: 1 },
    { seat: 2, name: 'Chloé & co', place: 2, winner: false, successes: 1 },
  ],
};

it('the link is BG Stats’ createPlay page with the whole play as url-encoded JSON, every field checked', () => {
  const url = new URL(bgStatsLink(play));
  expect(`${url.origin}${url.pathname}`).toBe('https://app.bgstatsapp.com/createPlay.html');
  expect([...url.searchParams.keys()]).toEqual(['data']);
  expect(JSON.parse(url.searchParams.get('data')!)).toEqual({
    sourceName: 'Skull Table',
    sourcePlayId: 'g-42',
    playDate: '2026-12-02 22:47:20',
    durationMin: 37,
    game: { name: 'Skull', bggId: 92415, sourceGameId: 'skull', highestWins: true, noPoints: false },
    players: [
      { name: 'Ben', sourcePlayerId: 'p-ben', winner: false, startPlayer: true, rank: 2, score: 1 },
      { name: 'Ana', sourcePlayerId: 'p-ana', winner: true, startPlayer: false, rank: 1, score: 2 },
      { name: 'Chloé & co', sourcePlayerId: 'p-chloe', winner: false, startPlayer: false, rank: 2, score: 1 },
    ],
  });
  // A name's "&" cannot end the data early: it is encoded.
  expect(bgStatsLink(play)).not.toContain('& co');
});

it('a clock that went backwards gives no duration rather than a negative one', () => {
  const data = JSON.parse(new URL(bgStatsLink({ ...play, updated: play.created - 1 })).searchParams.get('data')!);
  expect(data).not.toHaveProperty('durationMin');
});

it('says where the tap leads; the link exists only once tapped, and opens once', () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const { container } = render(<BgStatsOffer play={play} />);
  screen.getByText(/^Opens BG Stats with this game, or its web page where the app is not installed/);
  expect(container.innerHTML).not.toContain('bgstatsapp');
  expect(container.querySelector('a')).toBeNull();
  expect(open).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Log this play in BG Stats' }));
  expect(open).toHaveBeenCalledExactlyOnceWith(bgStatsLink(play), '_blank', 'noopener');
});
