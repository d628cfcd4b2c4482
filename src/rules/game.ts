import type { GameConfig, GameState, PlayerState } from './types';
import { parseConfig } from './validate';

/** R1: everyone starts with four discs, no success and an empty mat. */
export function newGame(input: GameConfig): GameState {
  const config = parseConfig(input);
  const players: PlayerState[] = config.players.map((name) => ({
    name,
    discs: 4,
    stack: 0,
    flipped: 0,
    successes: 0,
    eliminated: false,
    passed: false,
    lastChance: 'never',
  }));
  return {
    config,
    phase: 'placing',
    round: 1,
    starter: config.starter,
    turn: null,
    bid: null,
    challenger: null,
    winner: null,
    players,
    flowersShown: 0,
    lastOutcome: null,
    bidAtTableTotal: false,
  };
}

/** A copy whose players may be changed without touching the original. Field by field, not `{ ...state }`: V8's
 *  spread of these small objects took four fifths of a replay (bench.mjs); properties.test.ts fails on a field left out. */
export function draft(state: GameState): GameState {
  return {
    config: state.config,
    phase: state.phase,
    round: state.round,
    starter: state.starter,
    turn: state.turn,
    bid: state.bid,
    challenger: state.challenger,
    winner: state.winner,
    players: state.players.map(copyPlayer),
    flowersShown: state.flowersShown,
    lastOutcome: state.lastOutcome,
    bidAtTableTotal: state.bidAtTableTotal,
  };
}

function copyPlayer(p: PlayerState): PlayerState {
  return {
    name: p.name,
    discs: p.discs,
    stack: p.stack,
    flipped: p.flipped,
    successes: p.successes,
    eliminated: p.eliminated,
    passed: p.passed,
    lastChance: p.lastChance,
  };
}

/** R19, H1: every disc goes back and a round begins in `placing` with `starter`. */
export function clearTable(state: GameState): void {
  for (const p of state.players) {
    p.stack = 0;
    p.flipped = 0;
    p.passed = false;
  }
  state.bid = null;
  state.challenger = null;
  state.turn = null;
  state.flowersShown = 0;
  state.bidAtTableTotal = false;
}
