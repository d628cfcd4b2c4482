// Issue 10: every phase fits the screen, from 360×640 to a landscape tablet, 3 or 6 players (24-character names),
// in each language, flat mode too: no page scroll, every standing in view at game over, every enabled control on screen and uncovered, names fitted, no axe
// violation. One test file per language (table-display-<lang>.test.ts) so that the two browser workers share the matrix.
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
  // Game over: every player's standing is in view, none cut off at the bottom of its area.
  const cut = await page.evaluate(() => {
    const area = document.querySelector('.players')!.getBoundingClientRect();
    const rows = [...document.querySelectorAll('.standings li')];
    return [rows.length, ...rows.filter((r) => r.getBoundingClientRect().bottom > Math.min(area.bottom, innerHeight) + 1).map((r) => r.textContent)];
  });
  expect(cut, `${tag}-game-over standings`).toEqual([players]);
}

/** The matrix for one language: `locale` is the browser's (the app picks its language from it). */
export function displayMatrix(lang: string, locale: string): void {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  for (const names of [SHORT_NAMES, LONG_NAMES]) {
    describe(`${lang}, ${names.length} players`, () => {
      it.each(VIEWPORTS)(`every phase fits at $width×$height`, async (viewport) => {
        const context = await browser.newContext({ viewport, locale, colorScheme: 'dark' });
        const page = await context.newPage();
        await page.goto(`${inject('baseURL')}#/sessions`);
        await page.locator('input[type=file]').setInputFiles({ name: 'phases.json', mimeType: 'application/json', buffer: Buffer.from(phaseBackup(names)) });
        await page.locator('.sessions-notice[data-imports="1"]').waitFor({ timeout: 60_000 });
        const tag = `display-${lang}-${names.length}p-${viewport.width}x${viewport.height}`;
        // axe takes seconds a page on a busy machine: every phase at the smallest phone and on the landscape tablet
        // (the two layouts apart), and in flat mode on a phone and a tablet; the layout checks run at every size.
        await allPhases(page, tag, names.length, viewport.width === 360 || viewport.width === 1024);
        // Flat on the table: the same phases with the second half of the seats at the far edge (the default).
        if (lang === 'en' && (viewport.width === 360 || viewport.width === 768)) {
          await page.evaluate((n) => {
            for (const phase of ['placing', 'adding', 'bidding', 'challenge', 'outcome', 'starter', 'over']) {
              localStorage.setItem(`skull-table:flat:${phase}-${n}`, JSON.stringify({ flat: true }));
            }
          }, names.length);
          await allPhases(page, `${tag}-flat`, names.length, true);
        }
        // Flat on a tablet with players at all four edges: the starter and challenger (seat 0) at the left edge, so
        // their chip and controls are written down the screen towards them; seat 3 at the right edge.
        if (lang === 'en' && viewport.width >= 768 && names.length === 6) {
          await page.evaluate(() => {
            for (const phase of ['placing', 'adding', 'bidding', 'challenge', 'outcome', 'starter', 'over']) {
              const edges = ['left', 'near', 'near', 'right', 'far', 'far'];
              localStorage.setItem(`skull-table:flat:${phase}-6`, JSON.stringify({ flat: true, edges }));
            }
          });
          await allPhases(page, `${tag}-four-edges`, names.length, true);
          await open(page, 'challenge-6'); // the challenger's controls face the left edge
          await page.locator('.controls.is-left').waitFor();
          expect(await page.locator('.edge-left .chip').count()).toBe(1);
          expect(await page.locator('.edge-right .chip').count()).toBe(1);
        }
        await context.close();
      }, 600_000);
    });
  }
}
