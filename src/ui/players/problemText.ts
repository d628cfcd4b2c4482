import { MAX_NAME_LENGTH } from '../../rules';
import type { PlayerProblem } from '../../session';
import { messages as setupMessages } from '../setup/setup.messages';
import { messages } from './players.messages';

/** What a refused rename or merge says, and what to do instead. */
export function problemText(problem: PlayerProblem): string {
  const m = messages();
  return {
    empty: setupMessages().errEmpty,
    invisible: setupMessages().errInvisible,
    'too-long': m.errTooLong(MAX_NAME_LENGTH),
    taken: m.errTaken,
    'same-game': m.errSameGame,
    unknown: m.errUnknown,
    storage: m.errStorage,
  }[problem];
}
