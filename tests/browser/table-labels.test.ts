// Issue 22: no button label, in any language, breaks inside a word at any width of the display matrix (German
// « Rückgängig » and the redo label used to split mid-word on phones). Breaks between words, and at a hyphen, are fine.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGS, type Lang } from '../../src/i18n/langs';
import { useBrowser, snap } from './browser';
import { PASSES } from './display-matrix';
import { phaseBackup, SHORT_NAMES } from './table-phases';
import { settled } from './table-fits';
import { importBackup } from './import-backup';

const LOCALES: Record<Lang, string> = { en: 'en-GB', fr: 'fr-FR', de: 'de-DE', es: 'es-ES', it: 'it-IT' };
// The matrix's sizes, and the widths around the one where the toolbar's labels appear beside their icons.
const SIZES = [
  ...PASSES.upright[0]!.viewports,
  { width: 440, height: 800 },
  { width: 520, height: 800 },
  { width: 600, height: 900 },
];
const PHASES = ['placing', 'adding', 'bidding', 'challenge', 'outcome', 'starter', 'over'] as const;

/** Every word of every visible button or summary whose letters sit on more than one line, with its label. */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const control of document.querySelectorAll('button, summary, [role="button"], a.button')) {
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement?.getBoundingClientRect();
        if (!box || box.width <= 2 || box.height <= 2) continue; // screen-reader text, clipped to a pixel
        for (const word of (node.textContent ?? '').matchAll(/[\p{L}\p{N}’']+/gu)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top + r.height / 2)),
          );
          if (lines.size > 1) broken.push(`“${control.textContent?.trim()}”: ${word[0]}`);
        }
      }
    }
    return broken;
  });
}

async function resize(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.waitForFunction(({ width, height }) => innerWidth === width && innerHeight === height, viewport);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const browser = useBrowser();

describe('button labels never break inside a word', () => {
  it.each(LANGS.map((lang) => [lang, LOCALES[lang]]))(
    '%s, every phase, at every width of the display matrix',
    async (lang, locale) => {
      const context = await browser.newContext({ viewport: SIZES[0]!, locale, colorScheme: 'dark' });
      const page = await context.newPage();
      await importBackup(page, 'phases.json', phaseBackup(SHORT_NAMES));
      const problems: string[] = [];
      for (const phase of PHASES) {
        await page.goto(`${inject('baseURL')}#/game/${phase}-${SHORT_NAMES.length}`);
        await page.locator('main[data-actions]').waitFor({ timeout: 20_000 });
        await settled(page);
        if (phase === 'outcome') await page.locator('.outcome-moment').waitFor();
        for (const size of SIZES) {
          await resize(page, size);
          // The toolbar keeps its labels on one line, or shows its icons alone.
          await expect.poll(() => page.locator('.topbar .tool').count()).toBeGreaterThan(2);
          problems.push(...(await brokenWords(page)).map((p) => `${phase} ${size.width}×${size.height} ${p}`));
          if (size === SIZES[1] && phase !== 'placing') await snap(page, `labels-${lang}-${size.width}-${phase}`);
        }
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
