// Scratch: screenshots for a person to look at (not committed).
import { mkdirSync } from 'node:fs';
import { it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { settled } from './table-fits';
import { LONG_NAMES, phaseBackup, SHORT_NAMES } from './table-phases';

const OUT = process.env.LOOK_OUT ?? '/tmp/phone-shots';
const LANGS = (process.env.LOOK_LANGS ?? 'en').split(',');
const SIZES = (process.env.LOOK_SIZES ?? '390x844,360x640').split(',').map((s) => {
  const [w, h] = s.split('x').map(Number);
  return { width: w!, height: h! };
});
const SCREENS = (process.env.LOOK_SCREENS ?? 'table,form,reference').split(',');
const LOCALE: Record<string, string> = { en: 'en-US', fr: 'fr-FR', de: 'de-DE', es: 'es-ES', it: 'it-IT' };
const browser = useBrowser();

function backup(): string {
  const [short, long] = [SHORT_NAMES, LONG_NAMES].map(
    (names) => JSON.parse(phaseBackup(names)) as { sessions: unknown[] },
  );
  return JSON.stringify({ ...short, sessions: [...short!.sessions, ...long!.sessions] });
}

async function shot(page: Page, name: string, full = false) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: full });
}

for (const lang of LANGS)
  for (const size of SIZES)
    it(`look ${lang} ${size.width}x${size.height}`, async () => {
      mkdirSync(OUT, { recursive: true });
      const tag = `${lang}-${size.width}x${size.height}`;
      const context = await browser.newContext({ viewport: size, locale: LOCALE[lang], colorScheme: 'dark' });
      const page = await context.newPage();
      await page.goto(`${inject('baseURL')}#/sessions`);
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'p.json', mimeType: 'application/json', buffer: Buffer.from(backup()) });
      await page.locator('.sessions-notice[data-imports="1"]').waitFor({ timeout: 60_000 });
      const open = async (id: string) => {
        await page.goto(`${inject('baseURL')}#/game/${id}`);
        await page.locator('main[data-actions]').waitFor();
        await settled(page);
      };
      if (SCREENS.includes('table')) {
        for (const n of [3, 6]) {
          await open(`placing-${n}`);
          await shot(page, `${tag}-${n}p-placing`);
          await open(`bidding-${n}`);
          await shot(page, `${tag}-${n}p-bidding`);
          await page.locator('.other-amount').click();
          await page.locator('.bid-grid').waitFor();
          await shot(page, `${tag}-${n}p-picker`);
          await open(`challenge-${n}`);
          await shot(page, `${tag}-${n}p-challenge-own`);
          await page.locator('.flip.flower').click();
          await settled(page);
          await page.locator('.stack-options button').first().click();
          await page.locator('.flip.skull').waitFor();
          await settled(page);
          await shot(page, `${tag}-${n}p-challenge-opp`);
          await open(`starter-${n}`);
          await page.locator('.moment-continue').click();
          await settled(page);
          await shot(page, `${tag}-${n}p-starter`);
          await open(`over-${n}`);
          await page.locator('.moment-continue').click();
          await settled(page);
          await shot(page, `${tag}-${n}p-over`);
          await open(`adding-${n}`);
          await page.locator('.tool-undo').click();
          await page.locator('.table-toast').waitFor();
          await shot(page, `${tag}-${n}p-toast`);
          await page.locator('.menu-button').click();
          await page.locator('.sheet').waitFor();
          await shot(page, `${tag}-${n}p-menu`);
        }
      }
      if (SCREENS.includes('form')) {
        await page.goto(`${inject('baseURL')}#/new`);
        await page.locator('form').waitFor();
        await page.waitForTimeout(500);
        await shot(page, `${tag}-form`);
        await shot(page, `${tag}-form-full`, true);
      }
      if (SCREENS.includes('reference')) {
        await page.goto(`${inject('baseURL')}#/rules/challenge`);
        await page.waitForTimeout(800);
        await shot(page, `${tag}-rules`);
      }
      await context.close();
    }, 300_000);
