// Issue 10: every phase fits the screen, from 360×640 to a landscape tablet, 3 or 6 players (24-character names),
// English and French, flat mode too: no page scroll, every enabled control on screen and uncovered, no axe violation.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';
import { fits, settled } from './table-fits';
import { LONG_NAMES, phaseBackup, SHORT_NAMES } from './table-phases';

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, id: string): Promise<void> {
  await page.goto(`${inject('baseURL')}#/game/${id}`);
  await page.locator(`main[data-actions]`).waitFor({ timeout: 20_000 });
  await settled(page);
}

async function tapAndWait(page: Page, selector: string): Promise<void> {
  const before = await page.locator('main').getAttribute('data-actions');
  await page.locator(selector).first().click();
  await page.waitForFunction((n) => document.querySelector('main')?.getAttribute('data-actions') !== n, before);
  await settled(page);
}

/** Every phase of one table, in one page load per game. */
async function allPhases(page: Page, tag: string, players: number, axe: boolean): Promise<void> {
  const id = (phase: string) => `${phase}-${players}`;
  await open(page, id('placing'));
  await fits(page, `${tag}-placing`, axe);
  await open(page, id('adding'));
  await fits(page, `${tag}-adding`, axe);
  await open(page, id('bidding'));
  await fits(page, `${tag}-bidding`, axe);
  await page.locator('.other-amount').click();
  await page.locator('.bid-grid').waitFor();
  await fits(page, `${tag}-bidding-picker`, axe);
  await open(page, id('challenge'));
  await fits(page, `${tag}-challenge-own`, axe);
  await tapAndWait(page, '.flip.flower');
  await page.locator('.stack-options button').first().click();
  await page.locator('.flip.skull').waitFor();
  await fits(page, `${tag}-challenge-opponent`, axe);
  await tapAndWait(page, '.tool-undo'); // the flat pass starts this challenge again
  await open(page, id('outcome'));
  await page.locator('.outcome-moment').waitFor();
  await fits(page, `${tag}-outcome`, axe);
  await page.locator('.moment-continue').click();
  await fits(page, `${tag}-next-round`, axe);
  await open(page, id('starter'));
  await page.locator('.moment-continue').click();
  await fits(page, `${tag}-choose-starter`, axe);
  await open(page, id('over'));
  await page.locator('.moment-continue').click();
  await fits(page, `${tag}-game-over`, axe);
}

for (const lang of ['en', 'fr'] as const) {
  for (const names of [SHORT_NAMES, LONG_NAMES]) {
    describe(`${lang}, ${names.length} players`, () => {
      it.each(VIEWPORTS)(`every phase fits at $width×$height`, async (viewport) => {
        const context = await browser.newContext({ viewport, locale: lang === 'en' ? 'en-US' : 'fr-FR', colorScheme: 'dark' });
        const page = await context.newPage();
        await page.goto(`${inject('baseURL')}#/sessions`);
        await page.locator('input[type=file]').setInputFiles({ name: 'phases.json', mimeType: 'application/json', buffer: Buffer.from(phaseBackup(names)) });
        await page.locator('.sessions-notice[data-imports="1"]').waitFor({ timeout: 60_000 });
        const tag = `display-${lang}-${names.length}p-${viewport.width}x${viewport.height}`;
        // axe takes seconds a page on a busy machine: every phase at the smallest phone, and in flat mode on a
        // phone and a tablet; the layout checks (scroll, controls on screen and uncovered) run at every size.
        await allPhases(page, tag, names.length, viewport.width === 360);
        // Flat on the table: the same phases with the second half of the seats at the far edge (the default).
        if (lang === 'en' && (viewport.width === 360 || viewport.width === 768)) {
          await page.evaluate((n) => {
            for (const phase of ['placing', 'adding', 'bidding', 'challenge', 'outcome', 'starter', 'over']) {
              localStorage.setItem(`skull-table:flat:${phase}-${n}`, JSON.stringify({ flat: true }));
            }
          }, names.length);
          await allPhases(page, `${tag}-flat`, names.length, true);
        }
        await context.close();
      }, 600_000);
    });
  }
}
