import type { GameState } from '../../rules';
import { resolvedChallenge, type Step } from './stepEvents';
import type { TableWords } from './table.messages';

/** The rules section and short summary for the help button of each phase. */
export function helpFor(state: GameState, last: Step | undefined, m: TableWords): { section: string; summary: string } {
  switch (state.phase) {
    case 'placing':
      return last && resolvedChallenge(last)
        ? { section: 'outcomes', summary: m.helpOutcomes }
        : { section: 'placing', summary: m.helpPlacing };
    case 'adding':
      return { section: 'adding', summary: m.helpAdding };
    case 'bidding':
      return { section: 'bidding', summary: m.helpBidding };
    case 'revealing':
      return { section: 'challenge', summary: m.helpChallenge };
    case 'choosingStarter':
      return { section: 'next-round', summary: m.helpNextRound };
    case 'over':
      return { section: 'end', summary: m.helpEnd };
  }
}
