// Issue 34: Saved games draws its first screenful without waiting for the whole list: the games the index knows show
// at once, a long list of records set aside is drawn a page at a time, and "no saved games" waits for the whole list.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { apply, newGame } from '../../../src/rules';
import type { SessionList } from '../../../src/session/storage/store';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import SessionsScreen from '../../../src/ui/sessions/SessionsScreen';
import { SetAsideReport } from '../../../src/ui/sessions/SetAsideReport';
import { legalLog, storedSession, table } from '../session/helpers';

afterEach(cleanup);

/** A store whose whole list waits until `finish` is called, as 1,000 records the index does not name would. */
class SlowStore extends MemorySessionStore {
  private done!: () => void;
  private readonly whole = new Promise<void>((resolve) => {
    this.done = resolve;
  });
  finish = () => this.done();
  listKnown = () => super.list();
  override async list(): Promise<SessionList> {
    await this.whole;
    return super.list();
  }
}

let store: SlowStore;
beforeEach(async () => {
  store = new SlowStore(true);
  useSessionStore(store);
});

it('shows the games the index knows before the whole list is read', async () => {
  const actions = legalLog(table, 4);
  await store.addMany([{ session: storedSession('known', actions), state: actions.reduce(apply, newGame(table)) }]);
  render(<SessionsScreen />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Ann, Bob, and Cat' })).toBeTruthy();
  store.finish();
});

it('says there are no saved games only once the whole list is read', async () => {
  const { container } = render(<SessionsScreen />);
  await waitFor(() => expect(container.querySelector('.storage-note')).not.toBeNull()); // the index's list is drawn
  expect(screen.queryByText(/No saved games yet/)).toBeNull();
  store.finish();
  expect(await screen.findByText(/No saved games yet/)).toBeTruthy();
});

it('draws 1,000 records set aside a page at a time', async () => {
  const entries = Array.from({ length: 1000 }, (_, i) => ({ id: `bad-${i}`, reason: 'corrupt' as const, at: 1 }));
  render(<SetAsideReport entries={entries} onExport={() => {}} onDelete={async () => {}} />);
  expect(screen.getByText(/1000 saved games could not be read/)).toBeTruthy();
  await waitFor(() => expect(document.querySelectorAll('.set-aside li')).toHaveLength(30));
  fireEvent.click(screen.getByRole('button', { name: 'Show 30 more games' }));
  expect(document.querySelectorAll('.set-aside li')).toHaveLength(60);
});
