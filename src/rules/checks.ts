// The checks every action makes before it changes anything: phase, turn and amounts, each a RuleError.
import { refuse } from './sentences';
import { tableTotal } from './seats';
import type { ActionType, GameState } from './types';

export function wrongPhase(s: GameState, action: ActionType): never {
  throw refuse('wrong-phase', { action, phase: s.phase });
}

/** The player's name; a state from elsewhere may name a seat that is not there. */
export function name(s: GameState, seat: number): string {
  return s.players[seat]?.name ?? `seat ${seat}`;
}

export function checkTurn(s: GameState, player: number): void {
  const p = s.players[player]!;
  const params = { player: p.name, turn: s.turn === null ? null : name(s, s.turn) };
  if (p.eliminated) {
    throw refuse('eliminated', params);
  }
  if (s.phase === 'bidding' && p.passed) {
    throw refuse('already-passed', params);
  }
  if (player !== s.turn) {
    throw refuse('not-your-turn', params);
  }
}

export function checkBidAmount(s: GameState, amount: number): void {
  const total = tableTotal(s);
  if (s.bid !== null && amount <= s.bid.amount) {
    const current = s.bid.amount;
    throw refuse('bid-too-low', { min: current + 1, current });
  }
  if (amount < 1) throw refuse('bid-too-low', { min: 1, current: null });
  if (amount > total) {
    throw refuse('bid-too-high', { max: total });
  }
}
