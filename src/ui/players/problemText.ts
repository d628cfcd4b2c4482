import { MAX_NAME_LENGTH } from '../../rules';
import type { PlayerProblem } from '../../session';
import { messages } from './players.messages';

/** What a refused rename or merge says, and what to do instead. */
export function problemText(problem: PlayerProblem): string {
  const m = messages();
  return {
    empty: m.errEmpty,
    invisible: m.errInvisible,
    'too-long': m.errTooLong(MAX_NAME_LENGTH),
    taken: m.errTaken,
    'same-game': m.errSameGame,
    unknown: m.errUnknown,
    storage: m.errStorage,
  }[problem];
}
