// One physical double tap is one move (R9, R6, R11): the second tap must never play the next player's move.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SETTLE_MS } from '../../src/ui/table/tapGuard';
import { useBrowser } from './browser';
import {
  actions,
  bannerName,
  bid,
  doubleClick,
  doubleTapSlow,
  fillTable,
  openNewGameForm,
  placeAll,
  play,
  type SecondTap,
  see,
  settled,
  startFilled,
} from './table-driver';

const browser = useBrowser();

async function newTable(place = true): Promise<Page> {
  const page = await openNewGameForm(browser);
  await fillTable(page, ['Anna', 'Ben', 'Carla', 'Dan'], { starter: 'Anna' });
  await startFilled(page);
  if (place) await placeAll(page);
  return page; // each double tap starts once the controls take taps (doubleTapSlow and doubleClick wait for that)
}

/** What can run between the guard starting and the page seeing the redraw: the rest of the commit (ms). */
const REDRAW_SLACK = 100;

/**
 * A double tap whose second tap lands before, or just after, the next player's controls appear where the first tap
 * was: that second tap must do nothing. `doubleTap` taps and says where the second tap landed. One that reached the
 * page after the guard let go (the test's round trips on a busy machine) is a tap of its own and must have played:
 * its two moves are undone and the double tap tried again.
 */
async function inGuard(page: Page, next: string, doubleTap: () => Promise<SecondTap>): Promise<void> {
  const tries: number[] = [];
  while (tries.length < 8) {
    const start = await actions(page);
    const second = await doubleTap();
    tries.push(Math.round(second.ms));
    await settled(page);
    const taken = (await actions(page)) - start;
    if (second.ms < SETTLE_MS - REDRAW_SLACK) {
      if (second.ms >= 0) expect(second.button, 'the second tap lands on a control that would play').toBe(next);
      expect(taken, `the second tap came ${second.ms.toFixed(0)} ms after the next controls appeared`).toBe(1);
      return;
    }
    if (second.ms >= SETTLE_MS)
      expect(taken, `the second tap came ${second.ms.toFixed(0)} ms after the guard began`).toBe(2);
    if (taken === 1) return; // in between: the guard held, as it must for a tap that soon
    await play(page, 'Undo');
    await play(page, 'Undo');
  }
  throw new Error(
    `no second tap reached the page within ${SETTLE_MS - REDRAW_SLACK} ms of the redraw (tries: ${tries.join(', ')} ms)`,
  );
}

/** The second tap just after the game has taken the first and drawn `next` (by default `name`) under the thumb. */
const doubleTapInGuard = (page: Page, name: string, next = name) =>
  inGuard(page, next, () => doubleTapSlow(page, name, next));
/** Two clicks as quick as a mouse's double click. */
const doubleClickInGuard = (page: Page, name: string) => inGuard(page, name, () => doubleClick(page, name));

/** After the guard lets go, the saved game (read again from the device) shows `count` actions and `turn` to act. */
async function expectSaved(page: Page, count: number, turn: string): Promise<void> {
  await settled(page);
  await expect.poll(() => actions(page)).toBe(count);
  await expect.poll(() => bannerName(page)).toBe(turn);
  await page.reload();
  await page.locator(`main[data-actions="${count}"]`).waitFor();
  await expect.poll(() => bannerName(page)).toBe(turn);
}

it('R9: a double tap on Pass passes one player, never the next one (dblclick, then two taps just apart)', async () => {
  const page = await newTable();
  await bid(page, 1);
  await settled(page);
  const start = await actions(page);
  await doubleClickInGuard(page, 'Pass');
  await expectSaved(page, start + 1, 'Carla');
  // The second tap lands after Dan's controls appeared: it does nothing.
  await doubleTapInGuard(page, 'Pass');
  await expectSaved(page, start + 2, 'Dan');
  await page.context().close();
});

it('R6: a double tap on Add a disc adds one disc for one player, and the next player has not added', async () => {
  const page = await newTable();
  const start = await actions(page);
  await doubleClickInGuard(page, 'Add a disc');
  await expectSaved(page, start + 1, 'Ben');
  await see(page, '5');
  await doubleTapInGuard(page, 'Add a disc');
  await expectSaved(page, start + 2, 'Carla');
  await see(page, '6');
  await page.context().close();
});

// "Everyone has placed" turns into Anna's "Add a disc" where it stood (narrower, beside "Bid…"): a second tap on it
// must not add.
it('R4, R5: a double tap on Everyone has placed places one disc each, and the starter has not added', async () => {
  const page = await newTable(false);
  const start = await actions(page);
  await doubleTapInGuard(page, 'Everyone has placed', 'Add a disc');
  await expectSaved(page, start + 1, 'Anna');
  await see(page, '4');
  await page.context().close();
});

it('R11: a double tap on Flower records one flip, not two', async () => {
  const page = await newTable();
  // Three discs on each mat: Anna, who bids, flips her own three first, and Flower stays under the thumb.
  for (let i = 0; i < 8; i++) await play(page, 'Add a disc');
  await bid(page, 4);
  for (let i = 0; i < 3; i++) await play(page, 'Pass');
  await see(page, 'Flip your own top disc; stop as soon as 4 flowers show.');
  await settled(page);
  const start = await actions(page);
  await doubleClickInGuard(page, 'Flower');
  await expect.poll(() => actions(page)).toBe(start + 1);
  await see(page, 'Flowers: 1 of 4');
  await doubleTapInGuard(page, 'Flower');
  await expect.poll(() => actions(page)).toBe(start + 2);
  await see(page, 'Flowers: 2 of 4');
  await page.reload();
  await see(page, 'Flowers: 2 of 4');
  await page.context().close();
});
