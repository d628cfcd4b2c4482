import { href } from '../route';

// Whether the app started at Home: only then does it reopen the unfinished game. Read once, when the entry runs.
let startedAtHome = globalThis.location?.hash.replace(/^#\/?/, '') === '';

/** Home calls this with the unfinished game it found: on start, the game reopens where it was, once. */
export function resumeOnStart(id: string | null): void {
  if (!startedAtHome) return;
  startedAtHome = false;
  // Only if the player has not gone elsewhere meanwhile; replace, so Back does not bounce here.
  if (id && location.hash.replace(/^#\/?/, '') === '') location.replace(href({ name: 'game', id }));
}
