// scratch: screenshots of game over and the shared picture (not committed)
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, snap } from './browser';
import { settled } from './table-fits';
import { LONG_NAMES, phaseBackup, SHORT_NAMES } from './table-phases';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('shots', async () => {
  for (const [lang, locale] of [['en', 'en-US'], ['de', 'de-DE']]) {
    for (const viewport of [{ width: 360, height: 640 }, { width: 390, height: 844 }, { width: 1024, height: 768 }]) {
      const context = await browser.newContext({ viewport, locale, colorScheme: 'dark' });
      const page = await context.newPage();
      await page.goto(`${inject('baseURL')}#/sessions`);
      const short = JSON.parse(phaseBackup(SHORT_NAMES)), long = JSON.parse(phaseBackup(LONG_NAMES));
      const both = JSON.stringify({ ...short, sessions: [...short.sessions, ...long.sessions] });
      await page.locator('input[type=file]').setInputFiles({ name: 'p.json', mimeType: 'application/json', buffer: Buffer.from(both) });
      await page.locator('.sessions-notice[data-imports="1"]').waitFor({ timeout: 60_000 });
      for (const n of [3, 6]) {
        await page.goto(`${inject('baseURL')}#/game/over-${n}`);
        await page.locator('main[data-actions]').waitFor();
        await page.locator('.moment-continue').click();
        await settled(page);
        const tag = `zz-${lang}-${n}-${viewport.width}x${viewport.height}`;
        await snap(page, tag);
        if (viewport.width === 360) {
          await page.locator('.over-row button').first().click();
          await page.locator('canvas.share-picture').waitFor();
          await page.waitForFunction(() => (document.querySelector('canvas.share-picture') as HTMLCanvasElement).width === 1080);
          await snap(page, `${tag}-sheet`);
          const url = await page.locator('canvas.share-picture').evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
          writeFileSync(`/tmp/${tag}-picture.png`, Buffer.from(url.split(',')[1]!, 'base64'));
        }
      }
      await context.close();
    }
  }
  expect(1).toBe(1);
}, 600_000);
