import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { setLang } from '../../../src/i18n';
import { openGame, startGame } from '../../../src/session';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import { fr as tableFr } from '../../../src/ui/table/table.fr';
import TableScreen from '../../../src/ui/table/TableScreen';

beforeEach(() => useSessionStore(new MemorySessionStore(true)));
afterEach(() => {
  cleanup();
  useSessionStore(null);
  setLang('en');
});

it('a refusal on a French table screen is shown in French, rebuilt from its code (the read-only session error)', async () => {
  setLang('fr');
  const id = await startGame({ players: ['Ana', 'Ben', 'Cleo'], starter: 0 });
  render(<TableScreen id={id} />);
  const placed = await screen.findByRole('button', { name: 'Tout le monde a posé' });
  // The double-tap guard ignores taps on controls that just appeared: wait until it lets go.
  const ready = () =>
    waitFor(() => expect(document.querySelector('main[data-actions]:not([aria-disabled])')).toBeTruthy());
  await ready();
  // Another tab plays first: this tab's next write is refused and it turns read-only.
  const other = (await openGame(id))!;
  await other.dispatch({ type: 'placeFirst' });
  fireEvent.click(placed);
  await waitFor(() => expect(document.querySelector('main[data-actions]')).toBeTruthy());
  await waitFor(() => expect(document.body.textContent).toContain(tableFr.warningReadOnly));
  await ready();
  fireEvent.click(await screen.findByRole('button', { name: 'Tout le monde a posé' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(tableFr.warningReadOnly);
});
