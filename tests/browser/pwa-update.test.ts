// Updates: a new version waits until the game is over or left and then until the player taps Reload; the game in
// progress survives it.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser, PHONE, snap } from './browser';
import { serveStatic } from '../../scripts/harness.mjs';
import { makeSecondBuild, reloadUnderServiceWorker, SLOW } from './pwa-support';
import { bid, openMenu, placeAll, startGame, tableSummary } from './table-driver';
import { phaseBackup, SHORT_NAMES } from './table-phases';
import { importBackup } from './import-backup';

const firstBuild = process.env.SKULL_DIST ?? 'dist';
let secondBuild: string;
const browser = useBrowser();

beforeAll(async () => {
  secondBuild = makeSecondBuild();
});
afterAll(async () => {
  rmSync(secondBuild, { recursive: true, force: true });
});

it('a new version waits until the game is over or left, then behind a non-blocking "Update available — Reload" prompt, and the game survives the reload', async () => {
  // One origin throughout, as a real deploy: the service worker only updates within its origin.
  const server = await serveStatic(firstBuild);
  const url = server.url;
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(url);
  await reloadUnderServiceWorker(page);
  // A finished game to open later, imported before the new version exists.
  await importBackup(page, 'phases.json', phaseBackup(SHORT_NAMES), url);

  const gameUrl = await startGame(page, ['Ana', 'Ben', 'Chloé']);
  await placeAll(page);
  await bid(page, 2);
  const before = await tableSummary(page);
  expect(before).toContain('Ben: raise above 2');

  server.swap(secondBuild);
  // Marks this document: it survives only as long as the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  // Issue 33: during a game the offer waits, shown nowhere: not in the thumb zone, not pushing the controls.
  await page.locator('.update-region[data-offer="held"], .update-prompt').first().waitFor({ state: 'attached' });
  expect(await page.locator('.update-prompt').count(), 'the offer during a game').toBe(0);
  expect(await tableSummary(page)).toEqual(before);
  // It never reloads by itself: the new worker still waits, the old one still controls this same document.
  const workers = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { waiting: reg?.waiting?.state, controlled: navigator.serviceWorker.controller !== null };
    });
  await expect.poll(() => workers()).toEqual({ waiting: 'installed', controlled: true });

  // The game left: the offer shows.
  const prompt = page.locator('[aria-live]').filter({ hasText: 'Update available' });
  await openMenu(page);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => prompt.count()).toBe(1);
  // A game that is over: the offer shows there too, and never covers the result or the controls.
  await page.goto(`${url}#/game/over-3`);
  await page.locator('.moment-continue').click();
  await expect.poll(() => prompt.count()).toBe(1);
  await snap(page, 'pwa-update-prompt');
  // Issue 10: the prompt never covers the scoreboard or the pinned controls, and the page still does not scroll.
  const overlaps = () =>
    page.evaluate(() => {
      const box = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
      const prompt = box('.update-prompt');
      const hits = (r: DOMRect) =>
        !(r.bottom <= prompt.top || r.top >= prompt.bottom || r.right <= prompt.left || r.left >= prompt.right);
      return {
        board: hits(box('.over-board')),
        controls: hits(box('.controls')),
        scrolls: document.scrollingElement!.scrollHeight > innerHeight,
      };
    });
  await expect.poll(overlaps).toEqual({ board: false, controls: false, scrolls: false });
  await expect.poll(() => axeViolations(page, { include: '.update-prompt' })).toEqual([]);
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument))
    .toBe(true);
  await expect.poll(() => page.evaluate(() => document.querySelector('meta[name="skull-build"]'))).toBeNull();

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await expect
    .poll(() => page.evaluate(() => document.querySelector('meta[name="skull-build"]')?.getAttribute('content')), SLOW)
    .toBe('second');
  await expect.poll(() => page.getByRole('button', { name: 'Reload' }).count()).toBe(0);
  // The game left mid-bid is untouched by the new version.
  await page.goto(gameUrl);
  await expect.poll(() => tableSummary(page), SLOW).toEqual(before);
  await expect.poll(() => page.locator('main').getAttribute('data-actions')).toBe('2');
  await context.close();
  await server.close();
});
