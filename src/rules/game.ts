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

/** A copy whose players may be changed without touching the original. */
export function draft(state: GameState): GameState {
  return { ...state, players: state.players.map((p) => ({ ...p })) };
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
