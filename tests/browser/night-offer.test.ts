// Keep it safe where storage is fragile (issue 37): after a game night, where the browser has not promised to keep the
// games (navigator.storage.persisted() answers false: stubbed, as the browser's answer), Home offers once to send that
// night to another phone. Made once: the next opening of Home, and the one after closing it, offer nothing.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, PHONE, useBrowser } from './browser';
import { importBackup } from './import-backup';
import { SLOW } from './pwa-support';
import { nightsBackup } from './scripted-games';
import { checkPhase } from './table-driver';

const browser = useBrowser();
const NIGHT = Date.UTC(2026, 10, 29, 19);

/** The browser's answer to persisted(), every file share kept, and each look Home takes at whether it offered before. */
function fragileStorage(kept: boolean) {
  const w = window as unknown as { __looks: number; __sent: Promise<string>[] };
  w.__looks = 0;
  w.__sent = [];
  Object.defineProperty(StorageManager.prototype, 'persisted', { configurable: true, value: async () => kept });
  const get = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key: string) {
    if (key === 'skull-table:night-offered') w.__looks++;
    return get.call(this, key);
  };
  Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, get: () => () => true });
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    get: () => async (data: ShareData) => void w.__sent.push(...(data.files ?? []).map((f) => f.text())),
  });
}

async function tableAfterANight(kept: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
  await context.addInitScript(fragileStorage, kept);
  const page = await context.newPage();
  await page.goto(baseURL());
  await importBackup(page, 'nights.json', nightsBackup(NIGHT));
  return page;
}

const offer = (page: Page) => page.getByRole('region', { name: 'Keep a copy of the last game night' });

/** Opens Home and waits until it has decided whether to offer (it looked whether it offered before), a frame later. */
async function homeDecided(page: Page): Promise<void> {
  await page.goto(`${baseURL()}#/`);
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __looks: number }).__looks), SLOW).toBe(1);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

it('after a night, where the browser may clear the games, Home offers once to send it; closed, it never comes back', async () => {
  const page = await tableAfterANight(false);
  await page.goto(`${baseURL()}#/`);
  await offer(page).waitFor(SLOW);
  await expect
    .poll(() => offer(page).innerText())
    .toMatch(/Its games \(29 November 2026\) are only in this browser, which may delete them/);
  await checkPhase(page, 'home-night-offer-360');

  // Sending hands the night's two games to the share sheet, not the earlier night's.
  await offer(page).getByRole('button', { name: 'Send the night to another phone' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent.length)).toBe(1);
  const sent = await page.evaluate(() => (window as unknown as { __sent: Promise<string>[] }).__sent[0]);
  expect(JSON.parse(sent!).sessions.map((s: { id: string }) => s.id)).toEqual(['first', 'second']);
  await offer(page).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => offer(page).count()).toBe(0);

  // Opening Home again: it looks, and offers nothing.
  await homeDecided(page);
  expect(await offer(page).count()).toBe(0);
  await page.context().close();
});

it('the offer is made when it is shown: Home opened again offers nothing, even if it was never closed', async () => {
  const page = await tableAfterANight(false);
  await page.goto(`${baseURL()}#/`);
  await offer(page).waitFor(SLOW);
  await homeDecided(page);
  expect(await offer(page).count()).toBe(0);
  await page.context().close();
});

it('where the browser has promised to keep the games, Home offers nothing', async () => {
  const page = await tableAfterANight(true);
  await homeDecided(page);
  expect(await offer(page).count()).toBe(0);
  await page.context().close();
});
