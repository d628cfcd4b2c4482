// The checks every action makes before it changes anything: phase, turn and amounts, each a RuleError.
import { RuleError } from './errors';
import { plural, tableTotal } from './seats';
import type { ActionType, GameState } from './types';

const PHASE_HINT: Record<GameState['phase'], string> = {
  placing: 'everyone places one disc first, then continue',
  adding: 'the player whose turn it is adds a disc or opens the bidding',
  bidding: 'the player whose turn it is raises or passes',
  revealing: 'the challenger flips discs',
  choosingStarter: 'the eliminated challenger chooses who starts the next round',
  over: 'the game is over; start a new one',
};

const WHAT: Record<ActionType, string> = {
  placeFirst: 'place first discs',
  add: 'add a disc',
  bid: 'bid',
  pass: 'pass',
  flip: 'flip a disc',
  chooseStarter: 'choose the next starter',
  abandonRound: 'abandon the round',
};

export function wrongPhase(s: GameState, action: ActionType): never {
  throw new RuleError('wrong-phase', `You cannot ${WHAT[action]} now: ${PHASE_HINT[s.phase]}.`, { action, phase: s.phase });
}

export function name(s: GameState, seat: number | null): string {
  return seat === null ? 'nobody' : (s.players[seat]?.name ?? `seat ${seat}`);
}

export function checkTurn(s: GameState, player: number): void {
  const p = s.players[player]!;
  const params = { player: p.name, turn: s.turn === null ? null : name(s, s.turn) };
  if (p.eliminated) {
    throw new RuleError('eliminated', `${p.name} is out of the game: it is ${name(s, s.turn)}'s turn.`, params);
  }
  if (s.phase === 'bidding' && p.passed) {
    throw new RuleError('already-passed', `${p.name} passed and cannot bid again this round: it is ${name(s, s.turn)}'s turn.`, params);
  }
  if (player !== s.turn) {
    throw new RuleError('not-your-turn', `It is ${name(s, s.turn)}'s turn, not ${p.name}'s.`, params);
  }
}

export function checkBidAmount(s: GameState, amount: number): void {
  const total = tableTotal(s);
  if (s.bid !== null && amount <= s.bid.amount) {
    const current = s.bid.amount;
    throw new RuleError('bid-too-low', `Bid at least ${current + 1}: the current bid is ${current}.`, { min: current + 1, current });
  }
  if (amount < 1) throw new RuleError('bid-too-low', 'Bid at least 1: a bid counts flowers, from 1 up.', { min: 1, current: null });
  if (amount > total) {
    throw new RuleError(
      'bid-too-high',
      `Bid at most ${total}: there ${total === 1 ? 'is' : 'are'} only ${plural(total, 'disc', 'discs')} on the table.`,
      { max: total },
    );
  }
}
