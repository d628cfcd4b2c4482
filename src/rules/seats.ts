import type { GameState, PlayerState } from './types';

export function activeSeats(state: GameState): number[] {
  const seats: number[] = [];
  state.players.forEach((p, i) => {
    if (!p.eliminated) seats.push(i);
  });
  return seats;
}

/** The first seat clockwise after `from` that satisfies `ok` (R5: eliminated players are skipped). */
export function nextSeat(state: GameState, from: number, ok: (p: PlayerState) => boolean): number | null {
  const n = state.players.length;
  for (let step = 1; step <= n; step++) {
    const seat = (from + step) % n;
    const p = state.players[seat];
    if (p && ok(p)) return seat;
  }
  return null;
}

/** R13: a player with this many successful challenges wins. */
export const SUCCESSES_TO_WIN = 2;

export const inGame = (p: PlayerState): boolean => !p.eliminated;
export const stillBidding = (p: PlayerState): boolean => !p.eliminated && !p.passed;

/** R6: the discs a player owns that are not on their mat, plus the Last Chance disc while held. */
export function handSize(p: PlayerState): number {
  return p.discs + (p.lastChance === 'holding' ? 1 : 0) - p.stack;
}

/** R7: the number of discs on all mats right now. */
export function tableTotal(state: GameState): number {
  let total = 0;
  for (const p of state.players) total += p.stack;
  return total;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
