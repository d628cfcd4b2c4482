// One physical double tap is one move (R9, R6, R11): the second tap must never play the next player's move.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, PHONE } from './browser';
import { actions, bannerName, bid, button, doubleTapSlow, fillTable, flip, placeAll, play, see, settled, startFilled } from './table-driver';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function newTable(place = true): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${inject('baseURL')}#/new`);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await fillTable(page, ['Anna', 'Ben', 'Carla', 'Dan'], { starter: 'Anna' });
  await startFilled(page);
  if (place) await placeAll(page);
  // A double tap starts on controls that take taps: "Add a disc" is the button just tapped, already on screen, so
  // nothing else waits out the guard before the next tap.
  await settled(page);
  return page;
}

/** After the guard lets go, the saved game (read again from the device) shows `count` actions and `turn` to act. */
async function expectSaved(page: Page, count: number, turn: string): Promise<void> {
  await settled(page);
  expect(await actions(page)).toBe(count);
  expect(await bannerName(page)).toBe(turn);
  await page.reload();
  await page.locator(`main[data-actions="${count}"]`).waitFor();
  expect(await bannerName(page)).toBe(turn);
}

it('R9: a double tap on Pass passes one player, never the next one (dblclick, then two taps just apart)', async () => {
  const page = await newTable();
  await bid(page, 1);
  await settled(page);
  const start = await actions(page);
  await button(page, 'Pass').dblclick();
  await expectSaved(page, start + 1, 'Carla');
  // The second tap lands after Dan's controls appeared: it does nothing.
  await doubleTapSlow(page, 'Pass');
  await expectSaved(page, start + 2, 'Dan');
  await page.context().close();
});

it('R6: a double tap on Add a disc adds one disc for one player, and the next player has not added', async () => {
  const page = await newTable();
  const start = await actions(page);
  await button(page, 'Add a disc').dblclick();
  await expectSaved(page, start + 1, 'Ben');
  await see(page, '5');
  await doubleTapSlow(page, 'Add a disc');
  await expectSaved(page, start + 2, 'Carla');
  await see(page, '6');
  await page.context().close();
});

// "Everyone has placed" becomes Anna's "Add a disc" in place (the same button, focus kept): a second tap must not add.
it('R4, R5: a double tap on Everyone has placed places one disc each, and the starter has not added', async () => {
  const page = await newTable(false);
  const start = await actions(page);
  await doubleTapSlow(page, 'Everyone has placed');
  await settled(page);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Add a disc');
  await expectSaved(page, start + 1, 'Anna');
  await see(page, '4');
  await page.context().close();
});

it('R11: a double tap on Flower records one flip, not two', async () => {
  const page = await newTable();
  await play(page, 'Add a disc'); // Anna: two discs on her mat
  for (let i = 0; i < 3; i++) await play(page, 'Add a disc');
  await play(page, 'Add a disc'); // Anna: three
  await bid(page, 4);
  for (let i = 0; i < 3; i++) await play(page, 'Pass');
  await settled(page);
  const start = await actions(page);
  await button(page, 'Flower').dblclick();
  await settled(page);
  expect(await actions(page)).toBe(start + 1);
  await see(page, 'Flowers: 1 of 4');
  await doubleTapSlow(page, 'Flower');
  await settled(page);
  expect(await actions(page)).toBe(start + 2);
  await see(page, 'Flowers: 2 of 4');
  await page.reload();
  await see(page, 'Flowers: 2 of 4');
  await page.context().close();
});
