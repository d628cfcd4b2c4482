import { href } from '../route';
import { recordLater } from '../../diagnostics/later';

/** On start, reopens the unfinished game where it was; the session layer loads off the critical path. */
export function resumeUnfinishedGame(): void {
  import('../../session')
    .then((c) => c.unfinishedGameId())
    .then((id) => {
      // Only if the player has not gone elsewhere meanwhile; replace, so Back does not bounce here.
      if (id && location.hash.replace(/^#\/?/, '') === '') location.replace(href({ name: 'game', id }));
    })
    .catch((error: unknown) => recordLater('home.resume', error)); // Home stays, with its Continue button
}
