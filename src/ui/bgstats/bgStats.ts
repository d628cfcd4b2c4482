// "Log this play in BG Stats": the link BG Stats documents for other apps (createPlay.html?data=<url-encoded JSON>).
// It is a link the person taps, never a request: the app, or its web page where it is not installed, shows the play
// and asks before keeping it. Built only on the tap (BgStatsOffer.tsx).

/** Skull (Hervé Marly, 2011) on BoardGameGeek. */
export const SKULL_BGG_ID = 92415;
const CREATE_PLAY = 'https://app.bgstatsapp.com/createPlay.html';

/** One player's result, as the game over standings give it. */
export interface BgStatsRow {
  seat: number;
  name: string;
  /** 1 for the first; equal players share a place. */
  place: number;
  winner: boolean;
  successes: number;
}

/** A finished game, as much of it as the link carries. */
export interface BgStatsPlay {
  id: string;
  created: number;
  updated: number;
  /** The seat that started the first round. */
  starter: number;
  /** The remembered player's id in each seat: BG Stats remembers whom each one is. */
  seats: readonly string[];
  standings: readonly BgStatsRow[];
}

/** "2026-12-02 22:50:00", in UTC: the form BG Stats reads. */
function playDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export function bgStatsData(play: BgStatsPlay) {
  const ms = play.updated - play.created;
  return {
    sourceName: 'Skull Table',
    // The game's id: BG Stats recognises a play it was given before, so one game is not logged twice.
    sourcePlayId: play.id,
    playDate: playDate(play.updated),
    ...(Number.isFinite(ms) && ms >= 0 ? { durationMin: Math.round(ms / 60_000) } : {}),
    game: { name: 'Skull', bggId: SKULL_BGG_ID, sourceGameId: 'skull', highestWins: true, noPoints: false },
    players: [...play.standings]
      .sort((a, b) => a.seat - b.seat)
      .map((row) => ({
        name: row.name,
        sourcePlayerId: play.seats[row.seat] ?? `seat-${row.seat}`,
        winner: row.winner,
        startPlayer: row.seat === play.starter,
        rank: row.place,
        score: row.successes,
      })),
  };
}

export function bgStatsLink(play: BgStatsPlay): string {
  return `${CREATE_PLAY}?data=${encodeURIComponent(JSON.stringify(bgStatsData(play)))}`;
}
