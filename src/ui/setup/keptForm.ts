// The new-game form kept for the tab while the table visits the practice round (issue 33): the form's state is plain
// data, saved as the practice link is followed, read back when the form opens again, and forgotten once a game starts.
import { isRecord } from '../../rules';
import type { SetupForm } from './setupState';

const KEY = 'skull-table:new-game-form';

export function keepForm(form: SetupForm): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...form, failure: null, drawOffer: false, drawing: false }));
  } catch {
    // No session storage (a private mode): the form opens empty again, as before.
  }
}

/** The form kept for this tab, if it reads back as one (anything else is ignored). */
export function keptForm(): SetupForm | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!isRecord(raw) || !Array.isArray(raw.rows) || !isRecord(raw.variants)) return null;
    const rows = raw.rows.every(
      (r: unknown) =>
        isRecord(r) && typeof r.name === 'string' && typeof r.key === 'number' && typeof r.color === 'number',
    );
    return rows && typeof raw.nextKey === 'number' ? (raw as unknown as SetupForm) : null;
  } catch {
    return null;
  }
}

export function forgetForm(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
