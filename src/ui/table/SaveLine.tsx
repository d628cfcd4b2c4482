import type { GameSnapshot, SaveWarning } from '../../session';
import { useTableWords } from './equipment';
import type { TableWords } from './table.messages';

type Table = TableWords;
/** The session reports a code (SaveWarning); the table words it. */
const WARNING: Record<SaveWarning, keyof Table> = {
  unavailable: 'warningUnavailable',
  quota: 'warningQuota',
  closed: 'warningClosed',
  'read-only': 'warningReadOnly',
};

/** Storage state in one quiet line; a warning from the controller, worded here from its code, takes its place (a game
 *  kept in memory or read-only always comes with one). */
export function SaveLine({ snapshot }: { snapshot: GameSnapshot }) {
  const m = useTableWords();
  if (snapshot.warning) {
    return (
      <p class="save-line is-warning" role="status">
        {m[WARNING[snapshot.warning]] as string}
      </p>
    );
  }
  return <p class="save-line">{snapshot.save === 'saving' ? m.saving : m.saved}</p>;
}
