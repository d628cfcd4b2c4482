// A screen or a language whose file cannot be fetched (offline on a first visit, or old files gone after another tab
// updated the app) says so in the page's language and offers Try again and Reload: never a blank page.
import { expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser, PHONE, snap } from './browser';

const browser = useBrowser();

const SCREENS = /\/assets\/(?:play|more|rules)-[^/]*\.(js|css)$/;
// A language's strings for the screens after Home (and the rules texts); the first screen's, which the page awaits before
// it draws anything, are not among them.
const LANG_CHUNKS = /\/assets\/lang-[a-z]+(?:\.rules)?-[^/]*\.js$/;

/** A fresh visitor (no service worker, so nothing is cached) whose device remembers `lang`, with `blocked` refused. */
async function visitor(lang: string, blocked: RegExp): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  await context.addInitScript((l) => localStorage.setItem('skull-table:lang', l), lang);
  await context.route(blocked, (route) => route.abort('internetdisconnected'));
  return { context, page: await context.newPage() };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

it('a screen whose code is refused says so in French, and Try again loads it once the file comes', async () => {
  const { context, page } = await visitor('fr', SCREENS);
  await page.goto(`${inject('baseURL')}#/sessions`);
  await heading(page, 'Cet écran n’a pas pu être chargé').waitFor();
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toContain('Vous êtes peut-être hors ligne, ou l’application a été mise à jour dans un autre onglet.');
  await expect.poll(() => page.locator('.loading').count()).toBe(0);
  await snap(page, 'load-failed-fr');
  await context.unroute(SCREENS);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await heading(page, 'Parties enregistrées').waitFor();
  // Its styles came too: the stylesheet refused the first time is asked for again.
  await expect
    .poll(() => page.evaluate(() => [...document.styleSheets].some((s) => /more-[^/]*\.css$/.test(s.href ?? ''))))
    .toBe(true);
  await context.close();
});

it('offline, Try again says so again; back online it loads the screen, and Reload takes the files anew', async () => {
  const { context, page } = await visitor('en', SCREENS);
  await page.goto(`${inject('baseURL')}#/`);
  await heading(page, 'Skull Table').waitFor();
  await context.setOffline(true);
  await context.unroute(SCREENS); // the network itself now refuses it
  await page.evaluate(() => {
    location.hash = '#/settings';
  });
  await heading(page, 'This screen could not be loaded').waitFor();
  // The second try fails too (still offline) and says so again: a new card, not the old one left standing.
  await page.evaluate(() => {
    (document.querySelector('h1') as HTMLElement & { shownBefore?: boolean }).shownBefore = true;
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const h1 = document.querySelector('h1') as (HTMLElement & { shownBefore?: boolean }) | null;
        return h1 && !h1.shownBefore ? h1.textContent : null;
      }),
    )
    .toBe('This screen could not be loaded');
  await expect.poll(() => page.getByRole('button', { name: 'Reload' }).count()).toBe(1);
  await context.setOffline(false);
  await page.evaluate(() => {
    (window as unknown as { before: boolean }).before = true;
  });
  await page.getByRole('button', { name: 'Reload' }).click();
  await heading(page, 'Settings').waitFor();
  expect(await page.evaluate(() => 'before' in window), 'Reload loaded the page again').toBe(false);
  await context.close();
});

it('a language whose strings are refused: the screen says so in that language, and Try again shows it', async () => {
  const { context, page } = await visitor('de', LANG_CHUNKS);
  await page.goto(`${inject('baseURL')}#/sessions`);
  await heading(page, 'Dieser Bildschirm konnte nicht geladen werden').waitFor();
  await snap(page, 'load-failed-de');
  await context.unroute(LANG_CHUNKS);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await heading(page, 'Gespeicherte Partien').waitFor();
  await context.close();
});

it('switching to a language that cannot be fetched offline keeps the page in its language and says why', async () => {
  const { context, page } = await visitor('en', /^$/);
  await page.goto(`${inject('baseURL')}#/settings`);
  await heading(page, 'Settings').waitFor();
  await context.setOffline(true);
  await page.getByRole('radio', { name: 'Italiano' }).click();
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toContain('Italiano could not be loaded: you may be offline, or the app was updated in another tab.');
  await expect.poll(() => page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
  await expect.poll(() => page.getByRole('radio', { name: 'Italiano' }).isChecked()).toBe(false);
  await snap(page, 'language-failed-en');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await heading(page, 'Impostazioni').waitFor();
  await context.close();
});
