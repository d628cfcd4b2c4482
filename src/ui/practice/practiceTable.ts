// Which names a practice round borrows: the table being entered in the new-game form if it is
// complete, else the table of the most recently played saved game, else none (sample names).
import { allSummaries } from '../../session';
import { MAX_PLAYERS, MIN_PLAYERS, nameErrors } from '../setup/tableForm';
import { recordError } from '../../diagnostics/caughtErrors';

export interface PracticeTable {
  players: string[];
  starter: number;
  from: 'form' | 'game';
}

let fromForm: PracticeTable | null = null;

/** Called as the new-game form opens the practice round: remembers its table if every name is valid. */
export function offerFormTable(names: string[], starter: number): void {
  const usable =
    names.length >= MIN_PLAYERS && names.length <= MAX_PLAYERS && nameErrors(names).every((e) => e === null);
  fromForm = usable ? { players: names.map((n) => n.trim()), starter: Math.max(starter, 0), from: 'form' } : null;
}

/** The table a practice round can use, or null when none is known on this device. */
export async function knownPracticeTable(): Promise<PracticeTable | null> {
  if (fromForm) return fromForm;
  try {
    const latest = (await allSummaries()).find(
      (s) => s.players.length >= MIN_PLAYERS && s.players.length <= MAX_PLAYERS,
    );
    return latest ? { players: latest.players, starter: 0, from: 'game' } : null;
  } catch (error) {
    recordError('practice.names', error);
    return null; // storage unreadable: the sample names still work
  }
}
