// A returning table's game night in real Chromium and IndexedDB: three games, the second seated with
// recent-player chips, the third one tap from the night view (Play again), checked in the night view and shared
// (Web Share API stubbed: what the page hands it is recorded).
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, PHONE, snap } from './browser';
import { button, checkPhase, continueOutcome, playWinningRound, startGame, tap } from './table-driver';

const browser = useBrowser();

/** The game is over once its outcome is read: the winner's heading (R13). */
async function gameOver(page: Page, winner: string): Promise<void> {
  await continueOutcome(page);
  await page.getByRole('heading', { name: `${winner} wins!` }).waitFor();
}

it('R2, R13: a night of three games: chips seat the second, Play again starts the third, the night view tallies the wins', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(() => {
    const w = window as unknown as { __shared: (string | undefined)[] };
    w.__shared = [];
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      get: () => async (data: ShareData) => void w.__shared.push(data.text),
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, get: () => () => true });
  });
  const page = await context.newPage();
  await page.goto(inject('baseURL'));

  // Game 1, typed: Ana starts and wins two rounds (R13).
  await startGame(page, ['Ana', 'Ben', 'Cleo']);
  await playWinningRound(page, 2);
  await playWinningRound(page, 2);
  await gameOver(page, 'Ana');

  // Game 2: the remembered players are chips; tapping them fills the seats in order, the empty fourth seat is dropped.
  await page.goto(`${inject('baseURL')}#/new`);
  const chips = page.getByRole('list', { name: 'Players from before' });
  for (const name of ['Ben', 'Cleo', 'Ana']) await chips.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => chips.getByRole('button').count()).toBe(0);
  for (const [i, name] of ['Ben', 'Cleo', 'Ana'].entries()) {
    await expect
      .poll(() => page.getByRole('textbox', { name: `Name of the player in seat ${i + 1}`, exact: true }).inputValue())
      .toBe(name);
  }
  await checkPhase(page, 'night-setup-chips-360');
  // No starter picked: Start offers the draw in place (R2) instead of an error: the draw takes Start's place (the
  // empty fourth seat is dropped, so the form above shifts), in view at 360×640 with its note, and focused.
  await tap(page, 'Start the game');
  await button(page, 'Draw at random and start').waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Draw at random and start');
  await expect.poll(() => button(page, 'Start the game').count()).toBe(0);
  const inView = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.draw-offer, .draw-offer > *')].every(
        (el) => el.getBoundingClientRect().bottom <= innerHeight + 1 && el.getBoundingClientRect().top >= 0,
      ),
    );
  await expect.poll(inView).toBe(true);
  await snap(page, 'night-setup-draw-offer-360');
  await page.locator('.starter-seats').getByRole('button', { name: 'Ben', exact: true }).click();
  await tap(page, 'Start the game');
  await button(page, 'Everyone has placed').waitFor();
  await playWinningRound(page, 2);
  await playWinningRound(page, 2);
  await gameOver(page, 'Ben');

  // Game 3 from Home: tonight's night, then one tap on who starts.
  await page.goto(inject('baseURL'));
  await page.getByRole('link', { name: 'Tonight: 2 games · Play again' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tonight' }).waitFor();
  await button(page, 'Cleo starts').click();
  await button(page, 'Everyone has placed').waitFor();
  await expect.poll(() => page.locator('.chip-name').allTextContents()).toEqual(['Ben', 'Cleo', 'Ana']);
  await playWinningRound(page, 2);
  await playWinningRound(page, 2);
  await gameOver(page, 'Cleo');

  await page.goto(`${inject('baseURL')}#/night`);
  const standings = page.locator('.night-standings li');
  await expect
    .poll(() => standings.allInnerTexts())
    .toEqual(['Ana 1 win in 3 finished games', 'Ben 1 win in 3 finished games', 'Cleo 1 win in 3 finished games']);
  // Equal wins share a place: all three are first.
  await expect
    .poll(() => standings.evaluateAll((els) => els.map((el) => (el as HTMLLIElement).value)))
    .toEqual([1, 1, 1]);
  const games = page.locator('.night-games li');
  await expect.poll(() => games.count()).toBe(3);
  const lines = (await games.allInnerTexts()).map((t) => t.replace(/\d{1,2}:\d{2}\s?[AP]M/, 'T').replace(/\s+/g, ' '));
  expect(lines).toEqual([
    'Game 1, T: Ana, Ben, and Cleo Ana won. Open',
    'Game 2, T: Ben, Cleo, and Ana Ben won. Open',
    'Game 3, T: Ben, Cleo, and Ana Cleo won. Open',
  ]);
  await checkPhase(page, 'night-view-360');

  // Share the night: a modal dialog, focus on its title, the text handed to the Web Share API; Escape gives focus back.
  await tap(page, 'Share the night');
  const dialog = page.getByRole('dialog', { name: 'Share the night' });
  await dialog.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('share-title');
  await checkPhase(page, 'night-share-360');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect.poll(() => dialog.getByRole('status').innerText()).toBe('Shared.');
  const [text] = await page.evaluate(() => (window as unknown as { __shared: string[] }).__shared);
  expect(text!.split('\n')).toEqual([
    expect.stringMatching(/^Skull night, \w+ \d{1,2}, \d{4}$/),
    '',
    '1. Ana: 1 win',
    '1. Ben: 1 win',
    '1. Cleo: 1 win',
    '',
    'Games:',
    '1. Ana won.',
    '2. Ben won.',
    '3. Cleo won.',
    '',
    '— Skull Table',
  ]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Share the night');

  // The other new screens pass the same checks: players (a rename open) and statistics as cards.
  await page.goto(`${inject('baseURL')}#/players`);
  await button(page, 'Rename Ana').click();
  await page.getByRole('textbox', { name: 'New name for Ana' }).waitFor();
  await checkPhase(page, 'players-360');
  await page.goto(`${inject('baseURL')}#/stats`);
  await page.getByRole('heading', { level: 3, name: 'Cleo' }).waitFor();
  await checkPhase(page, 'stats-cards-360');

  // In French too (the second language), the new screens pass the same checks, axe included.
  await page.evaluate(() => localStorage.setItem('skull-table:lang', 'fr'));
  await page.goto(`${inject('baseURL')}#/night`);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Ce soir' }).waitFor();
  await checkPhase(page, 'night-view-fr-360');
  await page.goto(`${inject('baseURL')}#/players`);
  await page.getByRole('heading', { level: 1, name: 'Joueurs' }).waitFor();
  await checkPhase(page, 'players-fr-360');
  await page.goto(`${inject('baseURL')}#/new`);
  await page.getByRole('list', { name: 'Joueurs des parties précédentes' }).waitFor();
  await checkPhase(page, 'night-setup-fr-360');
  await context.close();
}, 180_000);
