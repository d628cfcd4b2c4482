import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, PHONE, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('the home screen offers a new game, saved games, the rules and settings', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(inject('baseURL'));
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Skull Table');
  for (const name of ['New game', 'Saved games', 'Rules', 'Settings']) {
    expect(await page.getByRole('link', { name }).count()).toBe(1);
  }
  await snap(page, 'home-360');
  await page.close();
});
