// One line per phase telling a new player what the table does now.
import type { GameState } from '../../rules';
import type { PracticeWords } from './practice.messages';

/** `m`: the practice words for the round's equipment (practiceWords). */
export function guideLine(state: GameState, m: PracticeWords): string {
  const name = (seat: number | null) => (seat === null ? '' : (state.players[seat]?.name ?? ''));
  switch (state.phase) {
    case 'placing':
      return m.guidePlacing(name(state.starter));
    case 'adding':
      return m.guideAdding(name(state.turn));
    case 'bidding':
      return m.guideBidding(name(state.turn));
    case 'revealing': {
      // R11, R12: the own stack comes first, and the bid may be reached before it is all face up.
      const own = state.challenger === null ? undefined : state.players[state.challenger];
      const bid = state.bid?.amount ?? 0;
      if (!own || own.flipped >= own.stack) return m.guideRevealingOthers(name(state.challenger), bid);
      const line = m.guideRevealingOwn(name(state.challenger), bid);
      // More face-down discs of their own than flowers still needed: the challenge may end inside the own stack.
      return own.stack - own.flipped > bid - state.flowersShown ? `${line} ${m.guideOwnStackMayEnd}` : line;
    }
    default:
      return ''; // a practice round stops when the challenge settles, before any later phase
  }
}
