// Drives the table screens the way a person would: by the visible names of controls.
import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from './browser';

export const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

export async function tap(page: Page, name: string | RegExp): Promise<void> {
  await button(page, name).click();
}

const actionCount = (page: Page) => page.locator('main').getAttribute('data-actions');

/** Taps Continue when a challenge's outcome fills the screen (the table has read it). */
export async function continueOutcome(page: Page): Promise<void> {
  const moment = page.locator('.outcome-moment');
  if (await moment.count()) {
    await moment.locator('.moment-continue').click();
    await moment.waitFor({ state: 'detached' });
    await settled(page);
  }
}

/** Taps a control that acts on the game and waits until the game has taken the action (or undone one). */
export async function play(page: Page, name: string | RegExp): Promise<void> {
  await continueOutcome(page);
  const before = await actionCount(page);
  await tap(page, name);
  await page.waitForFunction((n) => document.querySelector('main')?.getAttribute('data-actions') !== n, before);
  await settled(page);
}

/** Waits until `text` is on the screen. */
export async function see(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** Screenshot at the current size, then: zero axe violations, no horizontal scroll, nothing under 18 px. */
export async function checkPhase(page: Page, name: string, { axe = true } = {}): Promise<void> {
  // Sticky bars land mid-page in a full-page shot of a scrolled page: shoot from the top.
  await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
  await snap(page, name);
  // axe takes seconds on a busy 2-core machine: run it once per kind of screen, not on every snapshot.
  if (axe) {
    const result = await new AxeBuilder({ page }).analyze();
    const problems = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(problems, name).toEqual([]);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: horizontal scroll`).toBeLessThanOrEqual(0);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== ''))
      .filter((el) => (el as HTMLElement).offsetParent !== null && parseFloat(getComputedStyle(el).fontSize) < 18)
      .map((el) => `${el.tagName}.${el.className}: ${el.textContent}`),
  );
  expect(small, `${name}: text under 18 px`).toEqual([]);
  // Readable at arm's length: the scoreboard's numerals stand at 56 px or more, the player to act at 24 px or more.
  const sizes = (selector: string) =>
    page.evaluate((sel) => [...document.querySelectorAll(sel)].map((el) => parseFloat(getComputedStyle(el).fontSize)), selector);
  for (const size of await sizes('main.table-screen .stat-big')) expect(size, `${name}: bid or table total`).toBeGreaterThanOrEqual(56);
  for (const size of await sizes('main.table-screen .turn-name')) expect(size, `${name}: current player`).toBeGreaterThanOrEqual(24);
  // The practice round keeps the single-column panels: 32 px there.
  for (const size of await sizes('main:not(.table-screen) .stat-big, main:not(.table-screen) .turn-name')) {
    expect(size, `${name}: current player or bid`).toBeGreaterThanOrEqual(32);
  }
  const tiny = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main a, main summary, main input:not([type=checkbox])')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // Visually hidden controls (1×1 px, operated through their label) are not tap targets.
      .filter(({ el, box }) => (el as HTMLElement).offsetParent !== null && box.width > 1 && box.height > 1)
      .filter(({ box }) => box.width < 48 || box.height < 48)
      .map(({ el, box }) => `${el.textContent || el.getAttribute('aria-label')}: ${box.width}×${box.height}`),
  );
  expect(tiny, `${name}: tap targets under 48 px`).toEqual([]);
}

/** Fills the new-game form with `names` (3–6), sets Last Chance, and taps `starter` if given. */
export async function fillTable(page: Page, names: string[], options: { lastChance?: boolean; starter?: string } = {}): Promise<void> {
  let rows = await page.getByRole('textbox').count();
  while (rows < names.length) {
    await tap(page, 'Add a player');
    rows++;
  }
  while (rows > names.length) {
    await page.getByRole('button', { name: /^Remove/ }).last().click();
    rows--;
  }
  for (let i = 0; i < names.length; i++) await page.getByRole('textbox').nth(i).fill(names[i]!);
  if (options.lastChance) await page.getByLabel('Last Chance variant').check();
  if (options.starter) await page.locator('.starter-seats').getByRole('button', { name: options.starter, exact: true }).click();
}

/** Starts the game from a filled form and waits for the first round. */
export async function startFilled(page: Page): Promise<void> {
  await tap(page, 'Start the game');
  await page.getByRole('heading', { name: 'Round 1' }).waitFor();
}

/** The current turn's name in the banner. */
export async function bannerName(page: Page): Promise<string> {
  return (await page.locator('.turn-name').textContent()) ?? '';
}

/** Bids `amount`: the big Raise button when it is that amount, else the legal-amount grid. */
export async function bid(page: Page, amount: number): Promise<void> {
  await continueOutcome(page);
  if (await button(page, `Raise to ${amount}`).count()) return play(page, `Raise to ${amount}`);
  for (const opener of ['Bid…', 'Other amount…']) if (await button(page, opener).count()) await tap(page, opener);
  await play(page, `Bid ${amount}`);
}

/** Opens the game menu. */
export async function openMenu(page: Page): Promise<void> {
  await continueOutcome(page);
  await tap(page, 'Menu');
  await page.getByRole('dialog').waitFor();
}

/** H1: Abandon round, from the menu, confirmed. */
export async function abandonRound(page: Page): Promise<void> {
  await openMenu(page);
  await tap(page, 'Abandon round');
  await play(page, 'Abandon the round');
}

export async function placeAll(page: Page): Promise<void> {
  await play(page, 'Everyone has placed');
}



/** Flips on the given stack: choose it when the opponents are offered, then Flower or Skull. */
export async function flip(page: Page, disc: 'Flower' | 'Skull', owner?: string): Promise<void> {
  await continueOutcome(page);
  if (owner) {
    const option = page.locator('.stack-options').getByRole('button', { name: new RegExp(`^\\S? ?${owner}:`) });
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  }
  await play(page, disc);
}

export async function liveText(page: Page): Promise<string> {
  return (await page.locator('main [aria-live="polite"].sr-only').textContent()) ?? '';
}

/** The number of actions in the log, as the screen was drawn for it. */
export async function actions(page: Page): Promise<number> {
  return Number(await actionCount(page));
}

/** Waits until the controls on screen accept taps again (the double-tap guard has let go). */
export async function settled(page: Page): Promise<void> {
  await page.locator('main[data-actions]:not([aria-disabled])').waitFor({ timeout: 10_000 });
}

/** Taps a control twice at the same point, the second tap just after the game has taken the first and
 *  drawn the next controls there. */
export async function doubleTapSlow(page: Page, name: string | RegExp): Promise<void> {
  await settled(page);
  await button(page, name).scrollIntoViewIfNeeded();
  const box = (await button(page, name).boundingBox())!;
  const before = await actionCount(page);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction((n) => document.querySelector('main')?.getAttribute('data-actions') !== n, before);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
