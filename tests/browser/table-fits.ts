// The table display's promise (issue 10), checked on whatever phase a page shows: no page scroll, every enabled
// control on screen and what a tap there hits, names fitted (never broken inside a word), and no axe violation. Shared by the display and language tests.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { snap } from './browser';
import { settled as settledInDriver } from './table-driver';

export const settled = (page: Page) => settledInDriver(page, 20_000);

/** In the page: what breaks the display's promise on the screen as it is now (run by every engine's client). */
export const fitProblems = () => {
  const out: string[] = [];
  const root = document.scrollingElement!;
  if (root.scrollHeight > innerHeight + 1) out.push(`page scrolls: ${root.scrollHeight} > ${innerHeight}`);
  if (root.scrollWidth > innerWidth + 1) out.push(`page scrolls sideways: ${root.scrollWidth} > ${innerWidth}`);
  for (const el of document.querySelectorAll<HTMLElement>('main button, main a[href], main summary, main input')) {
    if ((el as HTMLButtonElement).disabled) continue;
    if (el.tagName !== 'SUMMARY' && el.closest('details:not([open])')) continue; // inside a closed help
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue; // not rendered, or visually hidden behind its label
    if (el.closest('.sheet-scrim') === null && document.querySelector('.sheet-scrim')) continue;
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    if (box.left < -1 || box.top < -1 || box.right > innerWidth + 1 || box.bottom > innerHeight + 1) {
      out.push(
        `off screen: ${label} ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
      continue;
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const modal = document.querySelector('.outcome-moment, .sheet-scrim');
    if (modal && !modal.contains(el)) continue; // under a modal by design: the modal is checked instead
    if (!hit || !(el.contains(hit) || (el.tagName === 'INPUT' && el.parentElement?.contains(hit))))
      out.push(`covered: ${label}`);
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
    if (cut && parseFloat(getComputedStyle(el).fontSize) > Number(el.dataset.min))
      out.push(`name cut before it was shrunk: ${el.textContent}`);
  }
  return out;
};

/** Each phase checked is shot for people to look at when SCREENSHOTS is set; otherwise only one that fails a check is
 *  (a shot costs about a fifth of a display test's time, and a full run takes hundreds). */
const SHOOT_EVERY_PHASE = Boolean(process.env.SCREENSHOTS);

/** What a player depends on: nothing scrolls, each enabled control is inside the viewport and is what a tap there hits. */
export async function fits(page: Page, name: string, axe: boolean): Promise<void> {
  await settled(page);
  if (SHOOT_EVERY_PHASE) await snap(page, name);
  try {
    const problems = await page.evaluate(fitProblems);
    expect(problems, name).toEqual([]);
    if (axe) await expect.poll(() => axeViolations(page), { message: name }).toEqual([]);
  } catch (error) {
    if (!SHOOT_EVERY_PHASE) await snap(page, name).catch(() => {}); // the picture of what failed
    throw error;
  }
}
