import { handSize, tableTotal } from './seats';
import type { Action, GameState } from './types';
import { checkState } from './validate';

/** Exactly the actions `apply` accepts in `state`, in a stable order. */
export function legalActions(state: GameState): Action[] {
  checkState(state);
  const actions: Action[] = [];
  const turn = state.turn;
  switch (state.phase) {
    case 'placing':
      actions.push({ type: 'placeFirst' });
      break;
    case 'adding':
    case 'bidding': {
      // A state from elsewhere may have nobody's turn (or a turn at no seat): the round can still be abandoned (H1).
      if (turn !== null && state.players[turn] !== undefined) {
        if (state.phase === 'adding' && handSize(state.players[turn]) > 0) actions.push({ type: 'add', player: turn });
        const from = state.bid === null ? 1 : state.bid.amount + 1;
        const total = tableTotal(state);
        for (let amount = from; amount <= total; amount++) actions.push({ type: 'bid', player: turn, amount });
        if (state.phase === 'bidding') actions.push({ type: 'pass', player: turn });
      }
      actions.push({ type: 'abandonRound' });
      break;
    }
    case 'revealing': {
      const challenger = state.challenger!;
      const own = state.players[challenger]!;
      const owners =
        own.flipped < own.stack
          ? [challenger]
          : state.players.flatMap((p, seat) => {
              // Stryker disable next-line ConditionalExpression: false is equivalent: asked once the challenger's own stack is all face up, which the next test then leaves out
              if (seat === challenger) return [];
              return p.flipped < p.stack ? [seat] : [];
            });
      for (const owner of owners) {
        actions.push({ type: 'flip', owner, disc: 'flower' }, { type: 'flip', owner, disc: 'skull' });
      }
      actions.push({ type: 'abandonRound' });
      break;
    }
    case 'choosingStarter':
      state.players.forEach((p, seat) => {
        if (!p.eliminated) actions.push({ type: 'chooseStarter', player: seat });
      });
      break;
    // Stryker disable next-line ConditionalExpression,StringLiteral: a game over allows nothing, as a phase without a case would
    case 'over':
      break;
  }
  return actions;
}
