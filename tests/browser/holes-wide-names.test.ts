// Issue 16, hole 7: the widest names allowed (24 × "W") never make a 360-px screen scroll sideways.
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, PHONE, snap } from './browser';
import { openMenu, play, playWinningRound, removeLastSeat, startGame } from './table-driver';

const browser = useBrowser();

const NAMES = ['W'.repeat(24), `${'W'.repeat(23)}M`, `M${'W'.repeat(23)}`];

async function noSidewaysScroll(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await snap(page, `wide-names-${screen}`);
  const overflow = () => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { message: `${screen}: page wider than the window` }).toBeLessThanOrEqual(0);
}

it('hole 7: 24 × "W" names scroll no screen sideways on a 360-px phone, and every full name stays reachable', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(inject('baseURL'));
  await page.goto(`${inject('baseURL')}#/new`);
  await page.getByRole('textbox', { name: 'Name of the player in seat 1', exact: true }).waitFor();
  const rows = page.getByRole('textbox', { name: /^Name of the player in seat/ });
  while ((await rows.count()) > NAMES.length) await removeLastSeat(page);
  for (const [i, name] of NAMES.entries())
    await page.getByRole('textbox', { name: `Name of the player in seat ${i + 1}`, exact: true }).fill(name);
  await noSidewaysScroll(page, 'setup');

  await startGame(page, NAMES);
  await noSidewaysScroll(page, 'table');
  await play(page, page.getByRole('button', { name: 'Everyone has placed' }));
  await page.getByRole('button', { name: 'Bid…' }).click();
  await noSidewaysScroll(page, 'bidding');
  await play(page, page.getByRole('button', { name: 'Bid 1', exact: true }));
  for (let i = 0; i < 2; i++) await play(page, page.getByRole('button', { name: 'Pass', exact: true }));
  await noSidewaysScroll(page, 'revealing');
  await play(
    page,
    page.getByRole('group', { name: 'What does your top disc show?' }).getByRole('button', { name: 'Flower' }),
  );
  await noSidewaysScroll(page, 'outcome');

  await openMenu(page); // History is in the game menu's sheet
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('heading', { level: 2, name: 'History' }).waitFor();
  await noSidewaysScroll(page, 'history');
  await page.getByRole('button', { name: 'Back to the table' }).click();

  await playWinningRound(page, 2);
  await page.getByRole('heading', { level: 1, name: `${NAMES[0]} wins!` }).waitFor();
  await noSidewaysScroll(page, 'game-over');

  await page.goto(`${inject('baseURL')}#/stats`);
  await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
  await page.getByText(NAMES[0]!, { exact: true }).first().waitFor();
  await noSidewaysScroll(page, 'statistics');

  await page.goto(`${inject('baseURL')}#/sessions`);
  await page
    .getByRole('heading', { level: 2, name: new Intl.ListFormat('en', { type: 'conjunction' }).format(NAMES) })
    .waitFor();
  await noSidewaysScroll(page, 'saved-games');
  // The card's buttons stay on screen, not pushed off by the names.
  for (const name of ['Open', 'Play again', 'Export', 'Delete']) {
    const control = page
      .getByRole(name === 'Open' || name === 'Play again' ? 'link' : 'button', { name, exact: true })
      .first();
    await expect
      .poll(
        async () => {
          const box = await control.boundingBox();
          return box ? box.x + box.width : Infinity;
        },
        { message: name },
      )
      .toBeLessThanOrEqual(PHONE.width);
  }
  await context.close();
}, 300_000);
