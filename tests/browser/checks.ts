// What every screen of the table must pass: zero axe violations, no sideways scroll, nothing under 18 px (but names
// shrunk to fit their chip, issue 10),
// the current player and bid readable at arm's length, tap targets of 48 px.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { snap } from './browser';

/** Screenshot at the current size, then: zero axe violations, no horizontal scroll, nothing under 18 px. */
export async function checkPhase(page: Page, name: string, { axe = true } = {}): Promise<void> {
  // Sticky bars land mid-page in a full-page shot of a scrolled page: shoot from the top.
  await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
  await snap(page, name);
  // axe takes seconds on a busy 2-core machine: run it once per kind of screen, not on every snapshot.
  if (axe) {
    await expect.poll(() => axeViolations(page), { message: name }).toEqual([]);
  }
  // Layout settles a frame after a change (names refit on resize): every read below is polled, bounded.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${name}: horizontal scroll`,
    })
    .toBeLessThanOrEqual(0);
  const small = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== ''))
        .filter((el) => (el as HTMLElement).offsetParent !== null && parseFloat(getComputedStyle(el).fontSize) < 18)
        // A name or role fitted to its box (FitName) starts at 18 px or more and shrinks only to fit, down to its own minimum.
        .filter(
          (el) =>
            !(
              el.classList.contains('fit-name') &&
              parseFloat(getComputedStyle(el).fontSize) >= Number((el as HTMLElement).dataset.min)
            ),
        )
        .map((el) => `${el.tagName}.${el.className}: ${el.textContent}`),
    );
  await expect.poll(small, { message: `${name}: text under 18 px` }).toEqual([]);
  // Readable at arm's length: the scoreboard's numerals at 56 px or more, the player to act at 24 px or more
  // (fitted to 24-character names); the practice round uses the same pieces and meets the same sizes.
  const sizes = (selector: string) =>
    page.evaluate(
      (sel) => [...document.querySelectorAll(sel)].map((el) => parseFloat(getComputedStyle(el).fontSize)),
      selector,
    );
  const smallest = async (selector: string) => Math.min(Infinity, ...(await sizes(selector)));
  await expect
    .poll(() => smallest(':is(main.table-screen, main.practice) .stat-big'), { message: `${name}: bid or table total` })
    .toBeGreaterThanOrEqual(56);
  await expect
    .poll(() => smallest(':is(main.table-screen, main.practice) .turn-name'), { message: `${name}: current player` })
    .toBeGreaterThanOrEqual(24);
  const tiny = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main button, main a, main summary, main input:not([type=checkbox])')]
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        // Visually hidden controls (1×1 px, operated through their label) are not tap targets.
        .filter(({ el, box }) => (el as HTMLElement).offsetParent !== null && box.width > 1 && box.height > 1)
        .filter(({ box }) => box.width < 48 || box.height < 48)
        .map(({ el, box }) => `${el.textContent || el.getAttribute('aria-label')}: ${box.width}×${box.height}`),
    );
  await expect.poll(tiny, { message: `${name}: tap targets under 48 px` }).toEqual([]);
}
