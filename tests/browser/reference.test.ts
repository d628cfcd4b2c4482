// The rules reference in a real browser: every anchor lands on its section, the filter, and both languages.
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { useBrowser, PHONE, snap } from './browser';
import { ANCHORS, chooseLanguage, expectLandedOn } from './reference-support';

const base = () => inject('baseURL');

const browser = useBrowser();

it('opens at every stable anchor with that section focused and in view, first load or not', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${base()}#/rules/challenge`);
  await expectLandedOn(page, 'challenge');
  await snap(page, 'reference-challenge-360');
  for (const id of ANCHORS) {
    await page.goto(`${base()}#/rules/${id}`);
    await expectLandedOn(page, id);
  }
  await page.goto(`${base()}#/rules/placing`);
  await page.reload();
  await expectLandedOn(page, 'placing');
  await context.close();
});

it('opens from the home screen, and its contents links land on their sections', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(base());
  await page.getByRole('link', { name: 'Rules' }).click();
  await page.waitForURL(/#\/rules$/);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rules');
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Last Chance (variant)' }).click();
  await page.waitForURL(/#\/rules\/last-chance$/);
  await expectLandedOn(page, 'last-chance');
  await context.close();
});

it('narrows the sections with the filter box', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${base()}#/rules`);
  await page.getByRole('searchbox', { name: 'Filter the rules' }).fill('number card');
  await expect
    .poll(() => page.locator('main > section').evaluateAll((els) => els.map((e) => e.id)))
    .toEqual(['travel-set']);
  await expect.poll(() => page.getByRole('status').textContent()).toBe('1 section matches.');
  await snap(page, 'reference-filter-360');
  await context.close();
});

it('follows the French browser, and a switch in settings changes home and the reference and is remembered', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(`${base()}#/rules/bidding`);
  await expectLandedOn(page, 'bidding');
  await expect.poll(() => page.locator('#bidding h2').textContent()).toBe('Les enchères');

  await chooseLanguage(page, 'English');
  await page.goto(base());
  await expect.poll(() => page.getByRole('link', { name: 'New game' }).count()).toBe(1);
  await page.goto(`${base()}#/rules/bidding`);
  await expectLandedOn(page, 'bidding');
  await expect.poll(() => page.locator('#bidding h2').textContent()).toBe('Bidding');

  await chooseLanguage(page, 'Français');
  await page.goto(base());
  await expect.poll(() => page.getByRole('link', { name: 'Nouvelle partie' }).count()).toBe(1);
  await expect.poll(() => page.getByRole('link', { name: 'Règles' }).count()).toBe(1);
  await snap(page, 'reference-home-fr-360');
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
  await page.getByRole('link', { name: 'Règles' }).click();
  await page.getByRole('link', { name: 'Relever le défi' }).click();
  await expectLandedOn(page, 'challenge');
  await snap(page, 'reference-challenge-fr-360');
  await context.close();
});

const axeProblems = (page: Page) => axeViolations(page);

// Settings is checked by the comfort tests with every theme; axe is slow on a busy machine, so once here.
it('the reference passes axe, filtered and marked, with no sideways scrolling on a phone', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(`${base()}#/rules/challenge`);
  await page.getByRole('searchbox', { name: 'Filtrer les règles' }).fill('défi');
  await page.locator('main mark').first().waitFor();
  await expect.poll(() => axeProblems(page)).toEqual([]);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth))
    .toBeLessThanOrEqual(0);
  await context.close();
});
