// Issue 33: a way back from everywhere. The rules opened from a game (Help → "Read this in the rules", Menu → Rules)
// keep "Back to the game" in view wherever the page is scrolled, with no browser Back needed (an installed app on a
// phone has none); and the reference speaks of the game, never of the project.
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, snap, useBrowser } from './browser';
import { openMenu, placeAll, startGame } from './table-driver';

const browser = useBrowser();

/** Whether "Back to the game" is inside the viewport with the page scrolled to `where`. */
const backInView = (page: Page, where: 'top' | 'bottom') =>
  page.evaluate((at) => {
    scrollTo(0, at === 'top' ? 0 : document.scrollingElement!.scrollHeight);
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Back to the game');
    const box = link?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.bottom <= innerHeight && box.height > 1;
  }, where);

it('rules opened from the help or the menu keep “Back to the game” in view, and it leads back to the game', async () => {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
  // No history to go back through: the link must not depend on the browser's Back.
  const page = await context.newPage();
  await page.goto(inject('baseURL'));
  const game = await startGame(page, ['Ana', 'Ben', 'Cleo']);
  await placeAll(page);

  await page.getByText('Help', { exact: true }).click();
  await page.getByRole('link', { name: 'Read this in the rules' }).click();
  await page.waitForURL(/#\/rules\/adding/);
  await page.locator('#adding').waitFor();
  await expect.poll(() => backInView(page, 'bottom'), { message: 'scrolled to the end' }).toBe(true);
  await snap(page, 'rules-from-help-bottom');
  await expect.poll(() => backInView(page, 'top'), { message: 'at the top' }).toBe(true);
  await page.getByRole('link', { name: 'Back to the game' }).click();
  await page.waitForURL(game);
  await page.getByRole('button', { name: 'Add a disc' }).waitFor();

  await openMenu(page);
  await page.getByRole('link', { name: 'Rules' }).click();
  await page.waitForURL(/#\/rules/);
  await page.locator('#rules-title').waitFor();
  await expect.poll(() => backInView(page, 'bottom')).toBe(true);
  await page.getByRole('link', { name: 'Back to the game' }).click();
  await page.waitForURL(game);
  await page.getByRole('button', { name: 'Add a disc' }).waitFor();
  await context.close();
});

it('the reference speaks of the game, not of the project or the app', async () => {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${inject('baseURL')}#/rules`);
  await page.locator('#rules-title').waitFor();
  const intro = (await page.locator('#rules-title + p').textContent()) ?? '';
  expect(intro).not.toMatch(/own words|project|app/i);
  await context.close();
});
