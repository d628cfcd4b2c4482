// Issue 33: nothing cut, nothing overlapping, in one language, at every width of the display matrix and on a phone
// held sideways: every phase of a six-player table with 24-character names (and the undo toast, the menu, the amount
// grid, the chosen stack), the new-game form filled for six and its rematch. The checks are whole-text.ts's; the
// sizes of one screen are reached by resizing the page, as the display matrix does.
import { describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { snap, useBrowser } from './browser';
import { settled } from './table-fits';
import { LONG_NAMES, phaseBackup } from './table-phases';
import { cutProblems } from './whole-text';
import { importBackup } from './import-backup';

const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 844, height: 390 }, // a phone held sideways
];
type Size = (typeof SIZES)[number];

async function resize(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(({ width, height }) => innerWidth === width && innerHeight === height, size);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function open(page: Page, id: string): Promise<void> {
  await page.goto(`${inject('baseURL')}#/game/${id}`);
  await page.locator('main[data-actions]').waitFor({ timeout: 20_000 });
  await settled(page);
}

/** What one language's pass found, screen by screen and size by size (all of it, not only the first). */
async function pass(browser: Browser, lang: string, locale: string): Promise<string[]> {
  const found: string[] = [];
  const context = await browser.newContext({ viewport: SIZES[0], locale, colorScheme: 'dark' });
  const page = await context.newPage();
  await importBackup(page, 'phases.json', phaseBackup(LONG_NAMES));
  /** Looks at the screen at every size; `again` redraws what a resize or a timer takes away (the toast). */
  const look = async (screen: string, again?: () => Promise<void>) => {
    for (const size of SIZES) {
      await resize(page, size);
      if (again) await again();
      const problems = await page.evaluate(cutProblems);
      if (problems.length > 0) await snap(page, `cut-${lang}-${size.width}x${size.height}-${screen}`);
      found.push(...problems.map((p) => `${screen} ${size.width}×${size.height}: ${p}`));
    }
  };
  for (const phase of ['placing', 'adding', 'bidding', 'challenge'] as const) {
    await open(page, `${phase}-6`);
    await look(phase);
  }
  await open(page, 'bidding-6');
  await page.locator('.other-amount').click();
  await page.locator('.bid-grid').waitFor();
  await look('amount-grid');
  await open(page, 'challenge-6');
  await page.locator('.flip.flower').click();
  await page.locator('.stack-options button').first().waitFor();
  await settled(page);
  await page.locator('.stack-options button').first().click();
  await page.locator('.flip.skull').waitFor();
  await look('challenge-opponent');
  await open(page, 'outcome-6');
  await page.locator('.outcome-moment').waitFor();
  await look('outcome');
  await page.locator('.moment-continue').click();
  await settled(page);
  await look('next-round');
  await open(page, 'starter-6');
  await page.locator('.moment-continue').click();
  await settled(page);
  await look('choose-starter');
  await open(page, 'over-6');
  await page.locator('.moment-continue').click();
  await settled(page);
  await look('game-over');
  await open(page, 'adding-6');
  await look('undo-toast', async () => {
    await settled(page);
    if (await page.locator('.table-toast').count()) return;
    if (await page.locator('.tool-redo:not([disabled])').count()) {
      await page.locator('.tool-redo').click();
      await page.waitForFunction(() => document.querySelector('main')?.getAttribute('data-actions') === '2');
      await settled(page);
    }
    await page.locator('.tool-undo').click();
    await page.locator('.table-toast').waitFor();
  });
  await page.locator('.menu-button').click();
  await page.locator('.sheet').waitFor();
  await look('menu');
  // The new-game form, filled for six, and its rematch.
  await page.goto(`${inject('baseURL')}#/new`);
  const rows = page.locator('.player-rows input');
  await rows.first().waitFor();
  while ((await rows.count()) < LONG_NAMES.length) await page.locator('.player-rows + button').click();
  for (const [i, name] of LONG_NAMES.entries()) await rows.nth(i).fill(name);
  await look('new-game');
  await page.goto(`${inject('baseURL')}#/new/over-6`);
  await page.locator('.player-rows input').first().waitFor();
  await expect.poll(() => rows.nth(5).inputValue()).not.toBe('');
  await look('play-again');
  await context.close();
  return found;
}

/** One test per language: every screen above at every size, every problem listed. */
export function nothingCut(langs: Record<string, string>): void {
  const browser = useBrowser();
  describe('nothing cut, nothing overlapping', () => {
    for (const [lang, locale] of Object.entries(langs))
      it(`${lang}: every screen whole at 360, 390, 768, 1024 wide and a phone held sideways`, async () => {
        expect(await pass(browser, lang, locale)).toEqual([]);
      }, 600_000);
  });
}
