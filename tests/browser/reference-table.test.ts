// From the table to the rules: each phase's help lands on its section, and the table follows the language.
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, PHONE, snap } from './browser';
import { chooseLanguage, followHelp } from './reference-support';
import { actionsOf, scriptedBackup, type Move } from './scripted-games';
import { bid, continueOutcome, flip, placeAll, play, startGame } from './table-driver';
import { importBackup } from './import-backup';

// Four players: the new-game form opens with four seats, so none needs adding or removing.
const PLAYERS = ['Ana', 'Ben', 'Cleo', 'Dev'];
const base = () => inject('baseURL');

const browser = useBrowser();

async function newTable(locale = 'en-US'): Promise<{ page: Page; game: string; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: PHONE, locale });
  const page = await context.newPage();
  await page.goto(base());
  const game = await startGame(page, PLAYERS);
  return { page, game, close: () => context.close() };
}

/** Follows the help of the phase on screen, checks the section it lands on, and comes back to the table. */
async function helpLandsOn(page: Page, game: string, section: string) {
  await continueOutcome(page); // a deciding flip's outcome fills the screen until the table taps it away
  await followHelp(page, section);
  await page.goto(game);
  // `main.table` also stands for the loading placeholder (aria-busy): wait for the loaded game.
  await page.locator('main[data-actions]').waitFor();
}

/** Ana, the starter, bids 1 and everyone else passes: the challenge begins on her own stack. */
async function anaChallengesAlone(page: Page) {
  await placeAll(page);
  await bid(page, 1);
  for (let i = 1; i < PLAYERS.length; i++) await play(page, 'Pass');
}

it('the help of each phase opens its section: placing, adding, bidding, the challenge, outcomes, the end', async () => {
  const { page, game, close } = await newTable();
  await helpLandsOn(page, game, 'placing');
  await placeAll(page);
  await helpLandsOn(page, game, 'adding');
  await bid(page, 1);
  await helpLandsOn(page, game, 'bidding');
  for (let i = 1; i < PLAYERS.length; i++) await play(page, 'Pass');
  await helpLandsOn(page, game, 'challenge');
  await flip(page, 'Flower');
  await helpLandsOn(page, game, 'outcomes');
  await anaChallengesAlone(page);
  await flip(page, 'Flower');
  await helpLandsOn(page, game, 'end');
  await close();
});

it('the help after a challenger knocks themselves out opens who starts the next round (R20)', async () => {
  // Ana fails on her own skull four times, from a backup: tapping through a self-elimination is table-three.test.ts's (R20).
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  const config = { players: PLAYERS, starter: 0 };
  const moves = [1, 2, 3, 4].flatMap((): Move[] => ['placed', { bid: 1 }, 'pass', 'pass', 'pass', { flip: 'skull' }]);
  await importBackup(page, 'r20.json', scriptedBackup([{ id: 'r20', config, actions: actionsOf(config, moves) }]));
  const game = `${base()}#/game/r20`;
  await page.goto(game);
  await page.locator('main[data-actions]').waitFor();
  await page.getByText('Ana is out of the game and chooses who starts round 5.', { exact: true }).waitFor();
  await helpLandsOn(page, game, 'next-round');
  await context.close();
});

it('switching to French in settings changes the table screen and its help, and “Retour à la partie” returns to the game', async () => {
  const { page, game, close } = await newTable();
  await chooseLanguage(page, 'Français');
  await page.goto(game);
  await page.getByRole('button', { name: 'Tout le monde a posé' }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Everyone has placed' }).count()).toBe(0);
  await snap(page, 'reference-table-fr-360');
  await followHelp(page, 'placing', { help: 'Aide', link: 'Lire cette partie des règles' });
  await expect.poll(() => page.locator('#placing h2').textContent()).toBe('Poser\u00a0: un disque chacun');
  await page.getByRole('link', { name: 'Retour à la partie', exact: true }).click();
  await page.waitForURL(game);
  await page.getByRole('button', { name: 'Tout le monde a posé' }).waitFor();
  await close();
});
