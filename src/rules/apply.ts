import { resolveChallenge } from './challenge';
import { refuse } from './sentences';
import type { StepEvent } from './events';
import { clearTable, draft } from './game';
import { checkBidAmount, checkTurn, name, wrongPhase } from './checks';
import { activeSeats, handSize, inGame, nextSeat, stillBidding, tableTotal } from './seats';
import type { Action, GameState } from './types';
import { checkState, parseAction } from './validate';

function placeFirst(s: GameState): GameState {
  if (s.phase !== 'placing') wrongPhase(s, 'placeFirst');
  const next = draft(s);
  for (const p of next.players) if (!p.eliminated) p.stack = 1; // R4
  next.phase = 'adding';
  next.turn = next.starter; // R5
  return next;
}

function add(s: GameState, player: number): GameState {
  if (s.phase === 'bidding') {
    throw refuse('bidding-started');
  }
  if (s.phase !== 'adding') wrongPhase(s, 'add');
  checkTurn(s, player);
  if (handSize(s.players[player]!) <= 0) {
    throw refuse('empty-hand', { player: name(s, player) });
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
    throw refuse('no-bid-yet');
  }
  if (s.phase !== 'bidding') wrongPhase(s, 'pass');
  checkTurn(s, player);
  const next = draft(s);
  next.players[player]!.passed = true; // R9: final for this round
  const bidder = next.bid!.player;
  const others = activeSeats(next).filter((seat) => seat !== bidder && !next.players[seat]!.passed);
  if (others.length === 0)
    startChallenge(next, false, out); // R10
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
  if (s.phase !== 'revealing') wrongPhase(s, 'flip');
  const challenger = s.challenger!;
  const own = s.players[challenger]!;
  const target = s.players[owner]!;
  const ownLeft = own.stack - own.flipped;
  if (owner !== challenger && ownLeft > 0) {
    throw refuse('own-stack-first', { left: ownLeft }); // R11
  }
  if (target.flipped >= target.stack) {
    throw refuse('nothing-to-flip', { player: target.name });
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
  if (s.phase !== 'choosingStarter') wrongPhase(s, 'chooseStarter');
  if (s.players[player]!.eliminated) {
    const left = activeSeats(s).map((seat) => name(s, seat));
    throw refuse('eliminated', {
      player: name(s, player),
      choices: left,
    });
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
    wrongPhase(s, 'abandonRound');
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
// Stryker disable next-line ArrayDeclaration: the default list is read by nobody (apply and replay drop the events)
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
