// Which names a practice round borrows, and what it plays with: the table being entered in the new-game form if it is
// complete, else the table of the most recently played saved game, else none (sample names, discs).
import { isRecord, type Equipment } from '../../rules';
import { allSummaries, seatingOf } from '../../session';
import { MAX_PLAYERS, MIN_PLAYERS, nameErrors } from '../setup/tableForm';
import { recordError } from '../../diagnostics/caughtErrors';

export interface PracticeTable {
  players: string[];
  starter: number;
  /** R3: the equipment that table chose (the form's choice, or the game's). */
  equipment: Equipment;
  from: 'form' | 'game';
}

// Handed from the form to the practice round through the tab's session storage rather than module state: read back
// like anything stored (checked again), it lasts for the tab, a reload included.
const FORM_TABLE = 'skull-table:practice-table';

const usableNames = (names: string[]) =>
  names.length >= MIN_PLAYERS && names.length <= MAX_PLAYERS && nameErrors(names).every((e) => e === null);

/** Called as the new-game form opens the practice round: remembers its table if every name is valid, and always
 *  what it plays with. */
export function offerFormTable(names: string[], starter: number, equipment: Equipment = 'discs'): void {
  const players = usableNames(names) ? names.map((n) => n.trim()) : [];
  try {
    sessionStorage.setItem(FORM_TABLE, JSON.stringify({ players, starter: Math.max(0, starter), equipment }));
  } catch {
    // No session storage (a private mode): the practice round offers the last game's players or sample names.
  }
}

/** The form's hand-off: its table when it is a usable one, and its equipment; null when there is none. */
function handOff(): { table: PracticeTable | null; equipment: Equipment } | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(FORM_TABLE) ?? 'null');
    if (!isRecord(raw)) return null;
    const equipment: Equipment = raw.equipment === 'cards' ? 'cards' : 'discs';
    if (!Array.isArray(raw.players) || !raw.players.every((n) => typeof n === 'string'))
      return { table: null, equipment };
    const players = raw.players as string[];
    const starter = Number.isInteger(raw.starter) && (raw.starter as number) < players.length ? raw.starter : 0;
    const table: PracticeTable | null = usableNames(players)
      ? { players, starter: Math.max(0, starter as number), equipment, from: 'form' }
      : null;
    return { table, equipment };
  } catch {
    return null;
  }
}

/** The table a practice round can use (null when none is known on this device) and the equipment to offer first. */
export async function knownPracticeTable(): Promise<{ table: PracticeTable | null; equipment: Equipment }> {
  const fromForm = handOff();
  if (fromForm?.table) return fromForm;
  try {
    const latest = (await allSummaries()).find(
      (s) => s.players.length >= MIN_PLAYERS && s.players.length <= MAX_PLAYERS,
    );
    if (!latest) return { table: null, equipment: fromForm?.equipment ?? 'discs' };
    const equipment = fromForm?.equipment ?? (await seatingOf(latest.id))?.config.equipment ?? 'discs';
    return { table: { players: latest.players, starter: 0, equipment, from: 'game' }, equipment };
  } catch (error) {
    recordError('practice.names', error);
    return { table: null, equipment: fromForm?.equipment ?? 'discs' }; // storage unreadable: the sample names still work
  }
}
