// One line per phase telling a new player what the table does now.
import type { GameState } from '../../rules';
import { messages } from './practice.messages';

export function guideLine(state: GameState): string {
  const m = messages();
  const name = (seat: number | null) => (seat === null ? '' : (state.players[seat]?.name ?? ''));
  switch (state.phase) {
    case 'placing':
      return m.guidePlacing(name(state.starter));
    case 'adding':
      return m.guideAdding(name(state.turn));
    case 'bidding':
      return m.guideBidding(name(state.turn));
    case 'revealing':
      return m.guideRevealing(name(state.challenger), state.bid?.amount ?? 0);
    default:
      return ''; // a practice round stops when the challenge settles, before any later phase
  }
}
