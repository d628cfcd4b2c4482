// No request leaves the origin during a full game; hostile names and imported files render as text only.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, PHONE, snap } from './browser';
import { reloadUnderServiceWorker, watchForTrouble } from './pwa-support';
import { expectOnTable, playWinningRound, startGame } from './pwa-game';

let browser: Browser;
const base = () => inject('baseURL');

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Anything a hostile string could have turned into live markup. */
function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:" i], iframe, object, embed, script:not([src])')].map(
      (el) => el.outerHTML,
    ),
  );
}

it('a full game, from install to winner, with every screen visited, sends no request to another origin', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const trouble = watchForTrouble(context);
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  const page = await context.newPage();
  await page.goto(base());
  await reloadUnderServiceWorker(page);
  for (const hash of ['#/rules', '#/rules/last-chance', '#/settings', '#/sessions']) {
    await page.goto(`${base()}${hash}`);
    await page.locator('main h1').first().waitFor();
  }
  await page.goto(base());
  await startGame(page, ['Ana', 'Ben', 'Chloé']);
  await playWinningRound(page, 2);
  await playWinningRound(page, 2);
  await expectOnTable(page, 'Ana wins!');
  await snap(page, 'security-full-game-over');

  const origin = new URL(base()).origin;
  expect(requests.length).toBeGreaterThan(10);
  expect(requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
  expect(await trouble.violations(page)).toEqual([]);
  expect(trouble.dialogs).toEqual([]);
  expect(trouble.pageErrors).toEqual([]);
  expect(trouble.consoleErrors).toEqual([]);
  await context.close();
});

const HOSTILE_NAMES = ['<svg onload=alert(1)>', 'javascript:alert(1)', '"><img src=x>', 'سلام \u202Egnol\u202C'];

it('hostile player names are shown as text: no markup, no script, no dialog, no CSP violation', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const trouble = watchForTrouble(context);
  const page = await context.newPage();
  await page.goto(`${base()}#/new`);

  // A very long hostile name is refused with a message, and still never becomes markup.
  const seat1 = page.getByRole('textbox', { name: 'Name of the player in seat 1', exact: true });
  await seat1.fill(`<img src=x onerror=alert(1)>${'W'.repeat(300)}`);
  await seat1.blur();
  await expect.poll(() => page.getByText(/^Keep it to 24 characters/).count()).toBe(1);
  expect(await injectedMarkup(page)).toEqual([]);

  await startGame(page, HOSTILE_NAMES);
  for (const name of HOSTILE_NAMES) expect(await page.getByText(name).count(), name).toBeGreaterThan(0);
  await playWinningRound(page, HOSTILE_NAMES.length - 1);
  await expectOnTable(page, 'Round 2');
  await snap(page, 'security-hostile-names');
  await page.goto(`${base()}#/sessions`);
  await expect.poll(() => page.getByText(HOSTILE_NAMES[0]!).count()).toBeGreaterThan(0);

  expect(await injectedMarkup(page)).toEqual([]);
  expect(await trouble.violations(page)).toEqual([]);
  expect(trouble.dialogs).toEqual([]);
  expect(trouble.pageErrors).toEqual([]);
  await context.close();
});
