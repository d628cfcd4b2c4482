// Updates: a new version waits until the player taps Reload, and the game in progress survives it.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser, PHONE, snap } from './browser';
import { serveStatic } from '../../scripts/harness.mjs';
import { makeSecondBuild, reloadUnderServiceWorker, SLOW } from './pwa-support';
import { bid, placeAll, startGame, tableSummary } from './table-driver';

const firstBuild = process.env.SKULL_DIST ?? 'dist';
let secondBuild: string;
const browser = useBrowser();

beforeAll(async () => {
  secondBuild = makeSecondBuild();
});
afterAll(async () => {
  rmSync(secondBuild, { recursive: true, force: true });
});

it('a new version waits behind a non-blocking "Update available — Reload" prompt, and the game survives the reload', async () => {
  // One origin throughout, as a real deploy: the service worker only updates within its origin.
  const server = await serveStatic(firstBuild);
  const url = server.url;
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(url);
  await reloadUnderServiceWorker(page);

  const gameUrl = await startGame(page, ['Ana', 'Ben', 'Chloé']);
  await placeAll(page);
  await bid(page, 2);
  const before = await tableSummary(page);
  expect(before).toContain('Ben: raise above 2');

  server.swap(secondBuild);
  // Marks this document: it survives only as long as the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.locator('[aria-live]').filter({ hasText: 'Update available' });
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
        scoreboard: hits(box('.scoreboard')),
        controls: hits(box('.controls')),
        scrolls: document.scrollingElement!.scrollHeight > innerHeight,
      };
    });
  await expect.poll(overlaps).toEqual({ scoreboard: false, controls: false, scrolls: false });
  await expect.poll(() => axeViolations(page, { include: '.update-prompt' })).toEqual([]);
  // It never reloads by itself: the new worker still waits, the old one still controls this same document.
  const workers = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { waiting: reg?.waiting?.state, controlled: navigator.serviceWorker.controller !== null };
    });
  await expect.poll(() => workers()).toEqual({ waiting: 'installed', controlled: true });
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument))
    .toBe(true);
  await expect.poll(() => tableSummary(page)).toEqual(before);
  await expect.poll(() => page.evaluate(() => document.querySelector('meta[name="skull-build"]'))).toBeNull();

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await expect
    .poll(() => page.evaluate(() => document.querySelector('meta[name="skull-build"]')?.getAttribute('content')), SLOW)
    .toBe('second');
  expect(page.url()).toBe(gameUrl);
  await expect.poll(() => tableSummary(page), SLOW).toEqual(before);
  await expect.poll(() => page.locator('main').getAttribute('data-actions')).toBe('2');
  await expect.poll(() => page.getByRole('button', { name: 'Reload' }).count()).toBe(0);
  await context.close();
  await server.close();
});
