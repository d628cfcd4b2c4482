// The rules at hand with no network: the reference, the language switch and the table's help all work offline.
import { expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser, PHONE, snap } from './browser';
import { startGame } from './table-driver';
import { expectNetworkCut, reloadUnderServiceWorker } from './pwa-support';
import { chooseLanguage, expectLandedOn, followHelp } from './reference-support';

let installed: Promise<BrowserContext> | undefined;
const base = () => inject('baseURL');

const browser = useBrowser();

// One visit online installs the service worker (inside a test: its waits use expect.poll); then the network is cut.
async function install(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const first = await context.newPage();
  await first.goto(base());
  await reloadUnderServiceWorker(first);
  await first.close();
  await context.setOffline(true);
  return context;
}

async function offlinePage(): Promise<Page> {
  installed ??= install();
  const context = await installed;
  const page = await context.newPage();
  return page;
}

it('offline, the reference cold-starts at its anchors and switches to French from settings', async () => {
  const page = await offlinePage();
  await page.goto(`${base()}#/rules/mistakes`);
  await expectNetworkCut(page);
  await expectLandedOn(page, 'mistakes');
  await expect.poll(() => page.locator('#mistakes h2').textContent()).toBe('Common mistakes and disputes');
  await chooseLanguage(page, 'Français');
  await page.goto(`${base()}#/rules/practice`);
  await expectLandedOn(page, 'practice');
  await expect.poll(() => page.locator('#practice h2').textContent()).toBe('Une manche d’entraînement, pas à pas');
  await snap(page, 'reference-offline-fr-360');
  await chooseLanguage(page, 'English');
  await page.close();
});

it('offline, the table help opens its section, and the table follows a switch to French', async () => {
  const page = await offlinePage();
  await page.goto(base());
  const game = await startGame(page, ['Ana', 'Ben', 'Cleo', 'Dev']);
  await followHelp(page, 'placing');
  await chooseLanguage(page, 'Français');
  await page.goto(game);
  await page.getByRole('button', { name: 'Tout le monde a posé' }).waitFor();
  await followHelp(page, 'placing', { help: 'Aide', link: 'Lire cette partie des règles' });
  await snap(page, 'reference-offline-help-fr-360');
  await page.close();
});
