import { resolveChallenge } from './challenge';
import { RuleError } from './errors';
import type { StepEvent } from './events';
import { clearTable, draft } from './game';
import { activeSeats, handSize, inGame, nextSeat, plural, stillBidding, tableTotal } from './seats';
import type { Action, GameState } from './types';
import { checkState, parseAction } from './validate';

const PHASE_HINT: Record<GameState['phase'], string> = {
  placing: 'everyone places one disc first, then continue',
  adding: 'the player whose turn it is adds a disc or opens the bidding',
  bidding: 'the player whose turn it is raises or passes',
  revealing: 'the challenger flips discs',
  choosingStarter: 'the eliminated challenger chooses who starts the next round',
  over: 'the game is over; start a new one',
};

function wrongPhase(s: GameState, what: string): never {
  throw new RuleError('wrong-phase', `You cannot ${what} now: ${PHASE_HINT[s.phase]}.`);
}

function name(s: GameState, seat: number | null): string {
  return seat === null ? 'nobody' : (s.players[seat]?.name ?? `seat ${seat}`);
}

function checkTurn(s: GameState, player: number): void {
  const p = s.players[player]!;
  if (p.eliminated) {
    throw new RuleError('eliminated', `${p.name} is out of the game: it is ${name(s, s.turn)}'s turn.`);
  }
  if (s.phase === 'bidding' && p.passed) {
    throw new RuleError('already-passed', `${p.name} passed and cannot bid again this round: it is ${name(s, s.turn)}'s turn.`);
  }
  if (player !== s.turn) {
    throw new RuleError('not-your-turn', `It is ${name(s, s.turn)}'s turn, not ${p.name}'s.`);
  }
}

function checkBidAmount(s: GameState, amount: number): void {
  const total = tableTotal(s);
  if (s.bid !== null && amount <= s.bid.amount) {
    throw new RuleError('bid-too-low', `Bid at least ${s.bid.amount + 1}: the current bid is ${s.bid.amount}.`);
  }
  if (amount < 1) throw new RuleError('bid-too-low', 'Bid at least 1: a bid counts flowers, from 1 up.');
  if (amount > total) {
    throw new RuleError(
      'bid-too-high',
      `Bid at most ${total}: there ${total === 1 ? 'is' : 'are'} only ${plural(total, 'disc', 'discs')} on the table.`,
    );
  }
}

function placeFirst(s: GameState): GameState {
  if (s.phase !== 'placing') wrongPhase(s, 'place first discs');
  const next = draft(s);
  for (const p of next.players) if (!p.eliminated) p.stack = 1; // R4
  next.phase = 'adding';
  next.turn = next.starter; // R5
  return next;
}

function add(s: GameState, player: number): GameState {
  if (s.phase === 'bidding') {
    throw new RuleError('bidding-started', 'Nobody may add discs once the bidding has started: raise or pass.');
  }
  if (s.phase !== 'adding') wrongPhase(s, 'add a disc');
  checkTurn(s, player);
  if (handSize(s.players[player]!) <= 0) {
    throw new RuleError('empty-hand', `${name(s, player)} has no disc left in hand and must open the bidding.`);
  }
  const next = draft(s);
  next.players[player]!.stack += 1; // R6
  next.turn = nextSeat(next, player, inGame);
  return next;
}

function bid(s: GameState, player: number, amount: number, out: StepEvent[]): GameState {
  if (s.phase !== 'adding' && s.phase !== 'bidding') wrongPhase(s, 'bid');
  checkTurn(s, player);
  checkBidAmount(s, amount);
  const next = draft(s);
  next.bid = { player, amount };
  next.phase = 'bidding'; // R8
  if (amount === tableTotal(next)) {
    startChallenge(next, true, out); // R10: nobody can raise
  } else {
    next.turn = nextSeat(next, player, stillBidding); // R9
  }
  return next;
}

function pass(s: GameState, player: number, out: StepEvent[]): GameState {
  if (s.phase === 'adding') {
    throw new RuleError('no-bid-yet', 'Nobody has bid yet, so there is nothing to pass: add a disc or open the bidding.');
  }
  if (s.phase !== 'bidding') wrongPhase(s, 'pass');
  checkTurn(s, player);
  const next = draft(s);
  next.players[player]!.passed = true; // R9: final for this round
  const bidder = next.bid!.player;
  const others = activeSeats(next).filter((seat) => seat !== bidder && !next.players[seat]!.passed);
  if (others.length === 0) startChallenge(next, false, out); // R10
  else next.turn = nextSeat(next, player, stillBidding);
  return next;
}

function startChallenge(s: GameState, atTableTotal: boolean, out: StepEvent[]): void {
  const challenger = s.bid!.player;
  s.phase = 'revealing';
  s.challenger = challenger;
  s.turn = challenger;
  s.bidAtTableTotal = atTableTotal;
  out.push({ type: 'challengeStarted', challenger, bid: s.bid!.amount, atTableTotal });
}

function flip(s: GameState, owner: number, disc: 'flower' | 'skull', out: StepEvent[]): GameState {
  if (s.phase !== 'revealing') wrongPhase(s, 'flip a disc');
  const challenger = s.challenger!;
  const own = s.players[challenger]!;
  const target = s.players[owner]!;
  const ownLeft = own.stack - own.flipped;
  if (owner !== challenger && ownLeft > 0) {
    throw new RuleError('own-stack-first', `Flip your own stack first: ${plural(ownLeft, 'disc', 'discs')} left.`); // R11
  }
  if (target.flipped >= target.stack) {
    throw new RuleError(
      'nothing-to-flip',
      `${target.name} has no face-down disc left: flip the top disc of a stack that still has one.`,
    );
  }
  const next = draft(s);
  next.players[owner]!.flipped += 1;
  if (disc === 'skull') {
    resolveChallenge(next, 'failure', owner, out); // R12, R14, R15
  } else {
    next.flowersShown += 1;
    if (next.flowersShown >= next.bid!.amount) resolveChallenge(next, 'success', null, out); // R12, R13
  }
  return next;
}

function chooseStarter(s: GameState, player: number, out: StepEvent[]): GameState {
  if (s.phase !== 'choosingStarter') wrongPhase(s, 'choose the next starter');
  if (s.players[player]!.eliminated) {
    const left = activeSeats(s).map((seat) => name(s, seat));
    throw new RuleError('eliminated', `${name(s, player)} is out of the game: choose one of ${left.join(', ')}.`);
  }
  const next = draft(s);
  next.starter = player; // R20
  next.phase = 'placing';
  next.turn = null;
  out.push({ type: 'nextStarter', player, reason: 'chosen' });
  return next;
}

function abandonRound(s: GameState, out: StepEvent[]): GameState {
  if (s.phase !== 'adding' && s.phase !== 'bidding' && s.phase !== 'revealing') {
    wrongPhase(s, 'abandon the round');
  }
  const next = draft(s);
  clearTable(next); // H1: same starter, no success gained, no disc lost
  next.phase = 'placing';
  out.push({ type: 'roundAbandoned', round: next.round, starter: next.starter });
  return next;
}

/** Returns the state after `input`, or throws RuleError; never mutates `state`. */
export function apply(state: GameState, input: Action): GameState {
  checkState(state);
  return step(state, input);
}

/** `apply` for a state the engine itself produced (replay), skipping the state shape check; events go to `out`. */
export function step(state: GameState, input: Action, out: StepEvent[] = []): GameState {
  const action = parseAction(input, state.players.length);
  switch (action.type) {
    case 'placeFirst':
      return placeFirst(state);
    case 'add':
      return add(state, action.player);
    case 'bid':
      return bid(state, action.player, action.amount, out);
    case 'pass':
      return pass(state, action.player, out);
    case 'flip':
      return flip(state, action.owner, action.disc, out);
    case 'chooseStarter':
      return chooseStarter(state, action.player, out);
    case 'abandonRound':
      return abandonRound(state, out);
  }
}
