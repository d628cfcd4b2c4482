// The axe helper (axe.ts) injects axe once per document and runs it again on later states: each run must still see
// what changed since the last one, after a hash change too, and a new document must get axe again.
import { expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser, PHONE } from './browser';

const browser = useBrowser();

it('a second axe run in the same document finds a violation added after the first, and forgets it once it is gone', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(inject('baseURL'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => (location.hash = '#/settings'));
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await page.evaluate(() =>
    document.querySelector('main')!.append(Object.assign(document.createElement('button'), { id: 'nameless' })),
  );
  expect(await axeViolations(page)).toEqual(['button-name: #nameless']);
  expect(await axeViolations(page, { rules: ['color-contrast'] })).toEqual([]);
  expect(await axeViolations(page, { include: 'main' })).toEqual(['button-name: #nameless']);
  await page.evaluate(() => document.getElementById('nameless')!.remove());
  expect(await axeViolations(page)).toEqual([]);
  // A new document has no axe until the helper injects it again.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  expect(await page.evaluate(() => 'axe' in globalThis)).toBe(false);
  await page.evaluate(() =>
    document.querySelector('main')!.append(Object.assign(document.createElement('button'), { id: 'nameless' })),
  );
  expect(await axeViolations(page)).toEqual(['button-name: #nameless']);
  await page.close();
});
