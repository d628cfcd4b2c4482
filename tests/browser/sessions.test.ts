// Saved sessions in real Chromium and real IndexedDB: reload, resume, close right after an action, two tabs.
import { expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser, PHONE, snap } from './browser';
import {
  abandonRound as abandon,
  bid,
  button,
  placeAll,
  play,
  playWinningRound,
  settled as settledInDriver,
  startGame,
  tableSummary,
} from './table-driver';

const browser = useBrowser();

const base = () => inject('baseURL');
const actions = async (page: Page) => Number(await page.locator('main[data-actions]').getAttribute('data-actions'));

/** The double-tap guard holds new controls for a moment: waits until they take taps again. */
const settled = (page: Page) => settledInDriver(page, 30_000);

async function newContext(): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, locale: 'en-US' });
}

it('half a game survives a reload, undo and redo included, and the game goes on', async () => {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(base());
  const game = await startGame(page, ['Ana', 'Ben', 'Cleo']);
  await playWinningRound(page, 2);
  await placeAll(page);
  await bid(page, 2);
  await play(page, 'Undo');
  const before = { summary: await tableSummary(page), actions: await actions(page) };
  expect(before.actions).toBe(6);
  await page.reload();
  await page.locator('main[data-actions]').waitFor();
  expect({ summary: await tableSummary(page), actions: await actions(page) }).toEqual(before);
  await expect.poll(() => page.getByText('Saved on this device', { exact: true }).count()).toBe(1);
  await play(page, 'Redo');
  await expect.poll(() => actions(page)).toBe(7);
  await play(page, 'Pass');
  await snap(page, 'sessions-after-reload');
  expect(page.url()).toBe(game);
  await context.close();
});

it('on start the app reopens the unfinished game exactly where it was', async () => {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(base());
  const game = await startGame(page, ['Ana', 'Ben', 'Cleo', 'Dev']);
  await play(page, 'Everyone has placed');
  await play(page, 'Undo');
  const before = await tableSummary(page);
  await page.close();
  const again = await context.newPage();
  await again.goto(base());
  await again.waitForURL(game);
  await settled(again);
  await expect.poll(() => tableSummary(again)).toBe(before);
  await expect.poll(() => button(again, 'Redo').isEnabled()).toBe(true);
  await context.close();
});

/** Taps `names` in turn inside the page and resolves once the table shows the action as done (one round trip). */
function tapAndWait(page: Page, names: string[]): Promise<number> {
  return page.evaluate(async (labels) => {
    const main = document.querySelector('main[data-actions]')!;
    const before = main.getAttribute('data-actions');
    for (const label of labels) {
      const find = () => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim().endsWith(label));
      for (let i = 0; i < 400 && !find(); i++) await new Promise((r) => setTimeout(r, 5));
      const target = find();
      if (!target) throw new Error(`no button ${label}`);
      target.click();
    }
    while (document.querySelector('main[data-actions]')?.getAttribute('data-actions') === before) {
      await new Promise((r) => setTimeout(r, 5));
    }
    return Number(document.querySelector('main[data-actions]')!.getAttribute('data-actions'));
  }, names);
}

it('closing the page right after an action and reopening it, 50 times, loses nothing', async () => {
  const context = await newContext();
  let page = await context.newPage();
  await page.goto(base());
  const game = await startGame(page, ['Ana', 'Ben', 'Cleo']);
  let expected = 0;
  for (let i = 0; i < 50; i++) {
    // The next tab is ready before the action, so the page closes the moment the action shows (it opens while the
    // guard of the reopened page lets go).
    const opening = context.newPage();
    await settled(page);
    await expect.poll(() => actions(page), { message: `reopened #${i}` }).toBe(expected);
    const next = await opening;
    expected = await tapAndWait(
      page,
      i % 2 === 0 ? ['Everyone has placed'] : ['Menu', 'Abandon round', 'Abandon the round'],
    );
    await page.close();
    page = next;
    await page.goto(game);
  }
  await page.locator('main[data-actions]').waitFor();
  expect(expected).toBe(50);
  await expect.poll(() => actions(page)).toBe(50);
  await context.close();
}, 300_000);

it('two tabs on one game: the tab holding the older copy turns read-only and says so, and nothing is lost', async () => {
  const context = await newContext();
  const first = await context.newPage();
  await first.goto(base());
  const game = await startGame(first, ['Ana', 'Ben', 'Cleo']);
  const second = await context.newPage();
  await second.goto(game);
  await second.locator('main[data-actions]').waitFor();
  await play(first, 'Everyone has placed');
  await second
    .getByText(/changed in another tab/i)
    .first()
    .waitFor();
  await snap(second, 'sessions-two-tabs-readonly');
  // The tap is refused with the reason (the refusal shows only once the tap was handled), and nothing is played.
  await button(second, 'Everyone has placed').click();
  await second.locator('main p.error[role="alert"]').filter({ hasText: 'this tab is now read-only' }).waitFor();
  await expect.poll(() => actions(second)).toBe(0);
  await abandon(first);
  const check = await context.newPage();
  await check.goto(game);
  await check.locator('main[data-actions]').waitFor();
  await expect.poll(() => actions(check)).toBe(2);
  await context.close();
});

it('site data cleared mid-game: the app reopens the connection, keeps saving, and the game survives a reload', async () => {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(base());
  const game = await startGame(page, ['Ana', 'Ben', 'Cleo']);
  await play(page, 'Everyone has placed');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base()).origin, storageTypes: 'indexeddb' });
  await abandon(page);
  await page.getByText('Saved on this device', { exact: true }).waitFor();
  await page.goto(game);
  await page.reload();
  await page.locator('main[data-actions]').waitFor();
  await expect.poll(() => actions(page)).toBe(2);
  await context.close();
});
