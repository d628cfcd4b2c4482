// Issue 33: from Home to the first disc in one screen. Names, starter and Start in view together at 390×844 for six
// players (a new device, and a returning table); Start tapped during the draw waits for it and starts; the form
// survives a visit to the practice round; Play again at game over is the night view's one-tap starter list.
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap, useBrowser } from './browser';
import { LONG_NAMES, phaseBackup } from './table-phases';
import { fillTable, tap } from './table-driver';
import { importBackup } from './import-backup';

const browser = useBrowser();
const TALL = { width: 390, height: 844 };
const SIX = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Flo'];

async function newPage(viewport = TALL): Promise<Page> {
  const context = await browser.newContext({ viewport, colorScheme: 'dark' });
  return context.newPage();
}

/** What of the names, the starter choices and Start lies below the first screen (the page scrolled to its top). */
const belowFirstScreen = (page: Page) =>
  page.evaluate(() => {
    scrollTo(0, 0);
    const needed = [
      ...document.querySelectorAll('.player-rows input'),
      ...document.querySelectorAll('.starter-seats button'),
      document.querySelector('form .start'),
    ];
    return needed.flatMap((el) => {
      const box = el?.getBoundingClientRect();
      return !el || !box || box.bottom > innerHeight
        ? [`${el?.tagName ?? 'missing'} ${(el as HTMLInputElement)?.value || el?.textContent} at ${box?.bottom}`]
        : [];
    });
  });

async function importPhases(page: Page): Promise<void> {
  await importBackup(page, 'phases.json', phaseBackup(LONG_NAMES));
}

it('names, starter and Start fit the first screen at 390×844 for six players, new device or returning table', async () => {
  const page = await newPage();
  await page.goto(`${inject('baseURL')}#/new`);
  await fillTable(page, SIX);
  await snap(page, 'setup-six-new-device');
  expect(await belowFirstScreen(page)).toEqual([]);

  await importPhases(page);
  await page.goto(`${inject('baseURL')}#/new`);
  await tap(page, 'Same table as last time');
  await expect.poll(() => page.locator('.player-rows input').nth(5).inputValue()).toBe(LONG_NAMES[5]);
  await snap(page, 'setup-six-same-table');
  expect(await belowFirstScreen(page)).toEqual([]);
  await page.context().close();
});

it('Start tapped while "Draw at random" rolls waits for the draw and starts the game', async () => {
  const page = await newPage();
  await page.goto(`${inject('baseURL')}#/new`);
  await fillTable(page, SIX.slice(0, 4));
  await tap(page, 'Draw at random');
  await tap(page, 'Start the game');
  await page.waitForURL(/#\/game\/.+/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Everyone has placed' }).waitFor();
  await page.context().close();
});

it('the form survives a visit to the practice round: names, variants, cards or discs, starter, flat', async () => {
  const page = await newPage();
  await page.goto(`${inject('baseURL')}#/new`);
  await fillTable(page, SIX.slice(0, 5), { starter: 'Cleo' });
  await page.locator('input[name=equipment][value=cards]').check();
  await page.locator('input[name=deck][value=spanish]').check();
  await page.locator('#flat').check();
  const form = () =>
    page.evaluate(() => ({
      names: [...document.querySelectorAll<HTMLInputElement>('.player-rows input')].map((i) => i.value),
      equipment: document.querySelector<HTMLInputElement>('input[name=equipment]:checked')?.value,
      deck: document.querySelector<HTMLInputElement>('input[name=deck]:checked')?.value,
      flat: document.querySelector<HTMLInputElement>('#flat')?.checked,
      starter: document.querySelector('.starter-seats [aria-pressed=true] span:last-child')?.textContent,
    }));
  const before = await form();
  expect(before).toEqual({ names: SIX.slice(0, 5), equipment: 'cards', deck: 'spanish', flat: true, starter: 'Cleo' });
  await page.getByRole('link', { name: 'New to Skull? Play a practice round first' }).click();
  await page.getByRole('heading', { name: 'Practice round' }).waitFor();
  await page.getByRole('link', { name: 'New game' }).first().click();
  await page.locator('.player-rows input').first().waitFor();
  await expect.poll(form).toEqual(before);
  await page.context().close();
});

it('Play again at game over offers who starts, and one tap starts the next game with the same table', async () => {
  const page = await newPage();
  await importPhases(page);
  await page.goto(`${inject('baseURL')}#/game/over-6`);
  await page.locator('.moment-continue').click();
  await tap(page, 'Play again with the same table');
  await tap(page, `${LONG_NAMES[2]} starts`);
  await page.waitForURL((url) => /#\/game\/./.test(url.hash) && !url.hash.endsWith('over-6'), { timeout: 10_000 });
  await page.getByRole('button', { name: 'Everyone has placed' }).waitFor();
  await expect.poll(() => page.locator('.controls .turn-name').textContent()).toBe(LONG_NAMES[2]);
  await page.context().close();
});
