import { expect, inject, it } from 'vitest';
import { useBrowser, PHONE, snap } from './browser';

const browser = useBrowser();

it('the home screen offers a new game, saved games, the rules and settings', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(inject('baseURL'));
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Skull Table');
  for (const name of ['New game', 'Saved games', 'Rules', 'Settings']) {
    await expect.poll(() => page.getByRole('link', { name }).count()).toBe(1);
  }
  await snap(page, 'home-360');
  await page.close();
});

it('the home screen offers to continue the unfinished game', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(`${inject('baseURL')}#/new`);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  for (const [i, name] of ['Ann', 'Bob', 'Cat'].entries()) await page.getByRole('textbox').nth(i).fill(name);
  await page.getByRole('button', { name: 'Seat options for seat 4' }).click();
  await page.getByRole('button', { name: 'Remove seat 4' }).click();
  await page.locator('.starter-seats').getByRole('button', { name: 'Bob', exact: true }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('heading', { name: 'Round 1' }).waitFor();
  const game = new URL(page.url()).hash;
  await page.evaluate(() => (location.hash = '#/'));
  const link = page.getByRole('link', { name: 'Continue game' });
  await link.waitFor();
  await expect.poll(() => link.getAttribute('href')).toBe(game);
  await snap(page, 'home-continue-360');
  await link.click();
  await page.getByText('Everyone puts one disc face down — Bob places last.').waitFor();
  await page.close();
});
