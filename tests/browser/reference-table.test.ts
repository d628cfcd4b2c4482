// From the table to the rules: each phase's help lands on its section, and the table follows the language.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, PHONE, snap } from './browser';
import { startGame } from './pwa-game';
import { chooseLanguage, followHelp } from './reference-support';

// Four players: the new-game form opens with four seats, so none needs adding or removing.
const PLAYERS = ['Ana', 'Ben', 'Cleo', 'Dev'];
let browser: Browser;
const base = () => inject('baseURL');

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Follows the help of the phase on screen, checks the section it lands on, and comes back to the table. */
async function helpLandsOn(page: Page, game: string, section: string, labels?: { help: string; link: string }) {
  await followHelp(page, section, labels);
  await page.goto(game);
}

it('the help of each phase opens its rules section: placing, adding, bidding, the challenge, outcomes', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(base());
  const game = await startGame(page, PLAYERS);
  await helpLandsOn(page, game, 'placing');

  await page.getByRole('button', { name: 'Everyone has placed' }).click();
  await helpLandsOn(page, game, 'adding');

  await page.getByRole('button', { name: 'Bid…' }).click();
  await page.getByRole('button', { name: 'Bid 1', exact: true }).click();
  await helpLandsOn(page, game, 'bidding');

  for (let i = 1; i < PLAYERS.length; i++) await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await helpLandsOn(page, game, 'challenge');

  await page.getByRole('group', { name: 'What does your top disc show?' }).getByRole('button', { name: 'Flower' }).click();
  await helpLandsOn(page, game, 'outcomes');
  await context.close();
});

it('switching to French in settings changes the table screen and its help into the French rules', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(base());
  const game = await startGame(page, PLAYERS);
  await chooseLanguage(page, 'Français');
  await page.goto(game);
  await page.getByRole('button', { name: 'Tout le monde a posé' }).waitFor();
  expect(await page.getByRole('button', { name: 'Everyone has placed' }).count()).toBe(0);
  await snap(page, 'reference-table-fr-360');
  await followHelp(page, 'placing', { help: 'Aide', link: 'Lire cette partie des règles' });
  await expect(page.locator('#placing h2').textContent()).resolves.toBe('Poser\u00a0: un disque chacun');
  await context.close();
});
