// Which names a practice round borrows: the table being entered in the new-game form if it is
// complete, else the table of the most recently played saved game, else none (sample names).
import { isRecord } from '../../rules';
import { allSummaries } from '../../session';
import { MAX_PLAYERS, MIN_PLAYERS, nameErrors } from '../setup/tableForm';
import { recordError } from '../../diagnostics/caughtErrors';

export interface PracticeTable {
  players: string[];
  starter: number;
  from: 'form' | 'game';
}

// Handed from the form to the practice round through the tab's session storage rather than module state: read back
// like anything stored (checked again), it lasts for the tab, a reload included.
const FORM_TABLE = 'skull-table:practice-table';

/** Called as the new-game form opens the practice round: remembers its table if every name is valid. */
export function offerFormTable(names: string[], starter: number): void {
  const usable =
    names.length >= MIN_PLAYERS && names.length <= MAX_PLAYERS && nameErrors(names).every((e) => e === null);
  try {
    if (usable)
      sessionStorage.setItem(
        FORM_TABLE,
        JSON.stringify({ players: names.map((n) => n.trim()), starter: Math.max(0, starter) }),
      );
    else sessionStorage.removeItem(FORM_TABLE);
  } catch {
    // No session storage (a private mode): the practice round offers the last game's players or sample names.
  }
}

/** The form's table as handed over, or null when there is none or it is not a usable table. */
function formTable(): PracticeTable | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(FORM_TABLE) ?? 'null');
    if (!isRecord(raw) || !Array.isArray(raw.players) || !raw.players.every((n) => typeof n === 'string')) return null;
    const players = raw.players as string[];
    const usable = players.length >= MIN_PLAYERS && players.length <= MAX_PLAYERS;
    const starter = Number.isInteger(raw.starter) && (raw.starter as number) < players.length ? raw.starter : 0;
    return usable && nameErrors(players).every((e) => e === null)
      ? { players, starter: Math.max(0, starter as number), from: 'form' }
      : null;
  } catch {
    return null;
  }
}

/** The table a practice round can use, or null when none is known on this device. */
export async function knownPracticeTable(): Promise<PracticeTable | null> {
  const fromForm = formTable();
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
