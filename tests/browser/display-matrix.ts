// Issue 10: every phase fits the screen, from 360×640 to a landscape tablet, 3 or 6 players (24-character names),
// in each language, flat mode too: no page scroll, every standing in view at game over, every enabled control on screen and uncovered, names fitted, no axe
// violation. One test file per language (table-display-<lang>.test.ts) so that the two browser workers share the matrix.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, snap } from './browser';
import { LONG_NAMES, phaseBackup, SHORT_NAMES } from './table-phases';

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];


const settled = (page: Page) => page.locator('main[data-actions]:not([aria-disabled])').waitFor({ timeout: 20_000 });

/** What a player depends on: nothing scrolls, each enabled control is inside the viewport and is what a tap there hits. */
async function fits(page: Page, name: string, axe: boolean): Promise<void> {
  await settled(page);
  await snap(page, name);
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollHeight > innerHeight + 1) out.push(`page scrolls: ${root.scrollHeight} > ${innerHeight}`);
    if (root.scrollWidth > innerWidth + 1) out.push(`page scrolls sideways: ${root.scrollWidth} > ${innerWidth}`);
    // Game over: every player's standing is in view, none cut off at the bottom of its area.
    const area = document.querySelector('.players')?.getBoundingClientRect();
    for (const row of document.querySelectorAll('.standings li')) {
      const box = row.getBoundingClientRect();
      if (area && (box.bottom > area.bottom + 1 || box.bottom > innerHeight + 1)) out.push(`standing cut off: ${row.textContent?.slice(0, 30)}`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('main button, main a[href], main summary, main input')) {
      if ((el as HTMLButtonElement).disabled) continue;
      if (el.tagName !== 'SUMMARY' && el.closest('details:not([open])')) continue; // inside a closed help
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // not rendered, or visually hidden behind its label
      if (el.closest('.sheet-scrim') === null && document.querySelector('.sheet-scrim')) continue;
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      if (box.left < -1 || box.top < -1 || box.right > innerWidth + 1 || box.bottom > innerHeight + 1) {
        out.push(`off screen: ${label} ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`);
        continue;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const modal = document.querySelector('.outcome-moment, .sheet-scrim');
      if (modal && !modal.contains(el)) continue; // under a modal by design: the modal is checked instead
      if (!hit || !(el.contains(hit) || (el.tagName === 'INPUT' && el.parentElement?.contains(hit)))) out.push(`covered: ${label}`);
    }
    // Names: never broken inside a word, and cut only when the name is already at its smallest size.
    for (const el of document.querySelectorAll<HTMLElement>('main .fit-name')) {
      if (el.getBoundingClientRect().width <= 1) continue;
      const text = el.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const range = document.createRange();
      // A line may end after a space or a hyphen (Marie-|Charlotte), as in print; never elsewhere.
      for (const { 0: word, index } of (text.textContent ?? '').matchAll(/[^\s-]+/g)) {
        range.setStart(text, index);
        range.setEnd(text, index + word.length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) out.push(`name broken inside a word: ${word}`);
      }
      const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      if (cut && parseFloat(getComputedStyle(el).fontSize) > Number(el.dataset.min)) out.push(`name cut before it was shrunk: ${el.textContent}`);
    }
    return out;
  });
  expect(problems, name).toEqual([]);
  if (!axe) return;
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), name).toEqual([]);
}

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
        await context.close();
      }, 600_000);
    });
  }
}
