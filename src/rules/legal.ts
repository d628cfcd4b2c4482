import { handSize, tableTotal } from './seats';
import type { Action, GameState } from './types';
import { checkState } from './validate';

/** Exactly the actions `apply` accepts in `state`, in a stable order. */
export function legalActions(state: GameState): Action[] {
  checkState(state);
  const actions: Action[] = [];
  switch (state.phase) {
    case 'placing':
      actions.push({ type: 'placeFirst' });
      break;
    case 'adding':
    case 'bidding': {
      // A state from elsewhere may have nobody's turn (or a turn at no seat): the round can still be abandoned (H1).
      const seat = state.turn as number; // nobody's turn (null) names no player either
      if (state.players[seat] !== undefined) {
        if (state.phase === 'adding' && handSize(state.players[seat]) > 0) actions.push({ type: 'add', player: seat });
        const from = state.bid === null ? 1 : state.bid.amount + 1;
        const total = tableTotal(state);
        for (let amount = from; amount <= total; amount++) actions.push({ type: 'bid', player: seat, amount });
        if (state.phase === 'bidding') actions.push({ type: 'pass', player: seat });
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
