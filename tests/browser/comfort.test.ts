// Table comforts in Chromium: themes (one screenshot each, axe in each), the real Screen Wake Lock,
// a played game in the statistics, and a practice round that leaves no trace (H3).
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { useBrowser, PHONE, snap } from './browser';
import { bid, checkPhase, fillTable, flip, placeAll, see, startFilled, tap } from './table-driver';

const browser = useBrowser();

/** A screenshot, and axe's colour-contrast rule: the one a theme can break (other screens' tests run all of axe). */
async function shootAndCheckContrast(page: Page, name: string): Promise<void> {
  await snap(page, name);
  await expect.poll(() => axeViolations(page, { rules: ['color-contrast'] }), { message: name }).toEqual([]);
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

it('themes: follows the system first, then light, dark and true black from settings, kept across a reload, each high-contrast', async () => {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'light', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${inject('baseURL')}#/settings`);
  await page.getByRole('radio', { name: 'Follow the system' }).waitFor();
  await expect.poll(() => theme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');

  const seen = new Set<string>();
  for (const [label, name] of [
    ['Light', 'light'],
    ['Dark', 'dark'],
    [/^True black/, 'black'],
  ] as const) {
    await page.getByRole('radio', { name: label }).check();
    await expect.poll(() => theme(page)).toBe(name);
    // Each theme paints its own background; wait for it (a busy machine may paint a frame late).
    await expect
      .poll(async () => `${await theme(page)} ${await background(page)}`, {
        message: `${name} has a background of its own (seen: ${[...seen].join(', ')})`,
      })
      .toSatisfy((shown: string) => shown.startsWith(`${name} `) && !seen.has(shown.slice(name.length + 1)));
    seen.add(await background(page));
    await shootAndCheckContrast(page, `comfort-settings-${name}`);
  }
  expect(seen.size).toBe(3);
  // prefers-reduced-motion: transitions are cut to nothing.
  const durations = await page.evaluate(() => {
    const probe = document.createElement('button');
    probe.style.transition = 'opacity 2s';
    probe.style.animation = 'none 3s';
    document.querySelector('main')!.append(probe);
    const style = getComputedStyle(probe);
    const out = [style.transitionDuration, style.animationDuration];
    probe.remove();
    return out;
  });
  expect(durations.map((d) => parseFloat(d))).toEqual([expect.any(Number), expect.any(Number)]);
  expect(durations.every((d) => parseFloat(d) < 0.001)).toBe(true);

  await page.reload();
  await page.getByRole('radio', { name: /^True black/ }).waitFor();
  await expect.poll(() => theme(page)).toBe('black');
  await expect.poll(() => page.getByRole('radio', { name: /^True black/ }).isChecked()).toBe(true);
  await context.close();
});

it('wake lock held during a game, asked again when the game is visible again, released on leaving; the finished game shows in the statistics (light theme)', async () => {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'light' });
  // Watch the real API: every request, its answer, and every release.
  await context.addInitScript(() => {
    const lock = navigator.wakeLock;
    const log: string[] = [];
    const sentinels: WakeLockSentinel[] = [];
    Object.assign(window, { wakeLog: log, wakeSentinels: sentinels });
    if (!lock) return void log.push('unsupported');
    const request = lock.request.bind(lock);
    lock.request = async (type) => {
      log.push('request');
      try {
        const sentinel = await request(type);
        log.push('granted');
        sentinels.push(sentinel);
        sentinel.addEventListener('release', () => log.push('released'));
        return sentinel;
      } catch (e) {
        log.push(`refused ${(e as Error).name}`);
        throw e;
      }
    };
  });
  const page = await context.newPage();
  const wakeLog = () => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog);
  await page.goto(`${inject('baseURL')}#/new`);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await fillTable(page, ['Ann', 'Bob', 'Cat'], { starter: 'Ann' });
  await startFilled(page);
  await page.waitForFunction(() => (window as unknown as { wakeLog: string[] }).wakeLog.length >= 2);
  const opened = await wakeLog();
  expect(opened[0]).toBe('request');
  // Chromium grants the lock to a visible page; anything else means this build lacks it.
  expect(opened[1]).toBe('granted');
  // Headless Chromium never hides a tab, so do what hiding does: the browser drops the lock, and the
  // page becomes visible again (visibilitychange); the game must ask the real API again.
  await page.evaluate(async () => {
    await (window as unknown as { wakeSentinels: WakeLockSentinel[] }).wakeSentinels[0]!.release();
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForFunction(() => (window as unknown as { wakeLog: string[] }).wakeLog.length >= 5);
  await expect.poll(() => wakeLog()).toEqual(['request', 'granted', 'released', 'request', 'granted']);

  // Two rounds won by Ann, each bidding every disc on the table (R10, R13).
  for (let round = 1; round <= 2; round++) {
    await placeAll(page);
    await bid(page, 3);
    if (round === 2) await shootAndCheckContrast(page, 'comfort-table-light-revealing');
    await flip(page, 'Flower');
    await flip(page, 'Flower', 'Bob');
    await flip(page, 'Flower', 'Cat');
  }
  await see(page, 'Success! Ann has two successes and wins the game.');
  await shootAndCheckContrast(page, 'comfort-table-light-over');

  await page.goto(`${inject('baseURL')}#/stats`);
  await page.getByRole('region', { name: 'Players' }).waitFor();
  await expect.poll(() => wakeLog()).toEqual(['request', 'granted', 'released', 'request', 'granted', 'released']);
  // Ann's card: games, won, unfinished, challenges, skulls, out, largest bid, traps, boldest (3 of 3 discs), own stack
  const ann = page.locator('.stats-card').filter({ has: page.getByRole('heading', { name: 'Ann', exact: true }) });
  await expect
    .poll(() => ann.locator('dd').allTextContents())
    .toEqual(['1', '1', '0', '2 / 2', '0', '0', '3', '0', '100%', '0']);
  await page.locator('details.stats-game summary').first().click();
  await see(page, 'Round 2: Ann bid 3 and won the challenge.');
  await checkPhase(page, 'comfort-stats-light');
  await context.close();
});

it('H3: a practice round from the new-game screen, played through, changes no score, removes no disc and saves nothing', async () => {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${inject('baseURL')}#/new`);
  await page.getByRole('link', { name: /practice round/ }).click();
  await tap(page, '3 players');
  await see(page, 'Everyone puts one disc face down on their own mat; Nadia places last.');
  await tap(page, 'Everyone has placed');
  await tap(page, 'Bid…');
  await tap(page, 'Bid 2');
  await tap(page, 'Pass');
  await tap(page, 'Pass');
  await see(page, 'Nadia: flip the top disc of your own stack. Stop at a skull, or as soon as 2 flowers show.');
  await checkPhase(page, 'comfort-practice-revealing', { axe: false });
  await tap(page, 'Flower');
  await page
    .locator('.stack-options')
    .getByRole('button', { name: /^\S? ?Omar:/ })
    .click();
  await tap(page, 'Skull');
  const end = page.getByRole('region', { name: 'In a real game' });
  await expect.poll(() => end.textContent()).toMatch(/Omar draws one without looking and puts it in the box/);
  const note = page.getByRole('region', { name: 'In this practice round' });
  await expect.poll(() => note.textContent()).toMatch(/Nothing goes in the box: Nadia keeps every disc/);
  const seats = await page.locator('.chip .sr-only').allTextContents();
  expect(seats).toHaveLength(3);
  // What matters is every disc still owned: mat plus hand make 4, none lost.
  for (const seat of seats) {
    const [, mat, hand] = /^(\d+) on the mat, (\d+) in hand$/.exec(seat) ?? [];
    expect(Number(mat) + Number(hand), seat).toBe(4);
  }
  await expect.poll(() => page.locator('.chip-success, .chip.role-out').count()).toBe(0);
  await checkPhase(page, 'comfort-practice-end');

  await page.goto(`${inject('baseURL')}#/stats`);
  await see(page, 'No statistics yet: they appear once a saved game has been played.');
  await page.goto(`${inject('baseURL')}#/`);
  await page.getByRole('link', { name: 'New game' }).waitFor();
  await expect.poll(() => page.getByRole('link', { name: 'Continue game' }).count()).toBe(0);
  await context.close();
});
