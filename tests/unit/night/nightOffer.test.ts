// After a game night, where the browser has not promised to keep the games, Home offers once to send that night.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentNight, groupNights, type Night } from '../../../src/session/nights/nights';
import { nightToOffer, takeOffer } from '../../../src/ui/night/nightOffer';
import { summaryOf } from '../session/helpers';

const H = 3_600_000;
const MONDAY = Date.UTC(2026, 10, 30, 19);
const FRIDAY = MONDAY + 4 * 24 * H;

/** The nights as Home reads them `now`: newest first, and tonight's while it goes on. */
function nightsAt(now: number, games = [monday(), friday()].flat(), breaks: number[] = []) {
  const nights = groupNights(
    games.filter((g) => g.created <= now),
    breaks,
  );
  return { nights, tonight: currentNight(nights, breaks, now) };
}
const monday = () => [
  summaryOf('m1', MONDAY, 30, ['ann', 'bob'], 0),
  summaryOf('m2', MONDAY + H, 30, ['ann', 'bob'], 1),
];
const friday = () => [summaryOf('f1', FRIDAY, 30, ['ann', 'cat'], 1)];

describe('which night is offered', () => {
  it('the latest night once it is over (four hours without a game), where the browser may clear the games', () => {
    const night = nightToOffer(nightsAt(MONDAY + 6 * H), 'best-effort', 0);
    expect(night?.games.map((g) => g.id)).toEqual(['m1', 'm2']);
    expect(nightToOffer(nightsAt(MONDAY + 6 * H), 'unsupported', 0)).toEqual(night);
  });

  it('none while the night goes on: its last game is recent and nobody tapped "New game night"', () => {
    expect(nightToOffer(nightsAt(MONDAY + 2 * H), 'best-effort', 0)).toBeNull();
  });

  it('"New game night" ends the night at once', () => {
    const list = nightsAt(MONDAY + 2 * H, monday(), [MONDAY + 2 * H]);
    expect(nightToOffer(list, 'best-effort', 0)?.id).toBe('m1');
  });

  it('none where the browser has promised to keep the games', () => {
    expect(nightToOffer(nightsAt(MONDAY + 6 * H), 'persistent', 0)).toBeNull();
  });

  it('none for a night without a finished game, or before any game', () => {
    expect(
      nightToOffer(nightsAt(MONDAY + 6 * H, [summaryOf('open', MONDAY, 30, ['ann', 'bob'], null)]), 'best-effort', 0),
    ).toBeNull();
    expect(nightToOffer(nightsAt(MONDAY, []), 'best-effort', 0)).toBeNull();
  });

  it('none for a night offered already, or an earlier one; the next night is offered', () => {
    expect(nightToOffer(nightsAt(MONDAY + 6 * H), 'best-effort', MONDAY)).toBeNull();
    expect(nightToOffer(nightsAt(FRIDAY + 6 * H), 'best-effort', MONDAY)?.id).toBe('f1');
  });
});

describe('the offer is made once', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('taken once, then remembered on this device: opening Home again offers nothing, until the next night is over', () => {
    const first = takeOffer(nightsAt(MONDAY + 6 * H), 'best-effort') as Night;
    expect(first.id).toBe('m1');
    expect(takeOffer(nightsAt(MONDAY + 6 * H), 'best-effort')).toBeNull();
    expect(takeOffer(nightsAt(MONDAY + 30 * H), 'best-effort')).toBeNull();
    expect(takeOffer(nightsAt(FRIDAY + 1 * H), 'best-effort')).toBeNull(); // Friday goes on
    expect(takeOffer(nightsAt(FRIDAY + 6 * H), 'best-effort')?.id).toBe('f1');
    expect(takeOffer(nightsAt(FRIDAY + 6 * H), 'best-effort')).toBeNull();
  });

  it('a night that was not offered (the browser kept the games then) is not remembered as offered', () => {
    expect(takeOffer(nightsAt(MONDAY + 6 * H), 'persistent')).toBeNull();
    expect(takeOffer(nightsAt(MONDAY + 6 * H), 'best-effort')?.id).toBe('m1');
  });

  it('a damaged mark offers the latest night again, once', () => {
    localStorage.setItem('skull-table:night-offered', 'not a time');
    expect(takeOffer(nightsAt(MONDAY + 6 * H), 'best-effort')?.id).toBe('m1');
    expect(takeOffer(nightsAt(MONDAY + 6 * H), 'best-effort')).toBeNull();
  });

  it('with storage blocked nothing is offered (nothing could remember it: it would come back on every visit)', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked });
    expect(takeOffer(nightsAt(MONDAY + 6 * H), 'best-effort')).toBeNull();
  });
});
