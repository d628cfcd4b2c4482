import { mayHoldGames } from '../firstVisit';
import { href } from '../route';

/** On start, reopens the unfinished game where it was; the session layer loads off the critical path, and not at all
 *  on a first visit (nothing is stored yet). */
export function resumeUnfinishedGame(): void {
  mayHoldGames()
    .then((stored) => (stored ? import('../../session').then((c) => c.unfinishedGameId()) : null))
    .then((id) => {
      // Only if the player has not gone elsewhere meanwhile; replace, so Back does not bounce here.
      if (id && location.hash.replace(/^#\/?/, '') === '') location.replace(href({ name: 'game', id }));
    })
    .catch(() => {});
}
