// The prerendered Home (src/prerender): it paints before any script when it is what the app draws, and no other
// language, no other screen and no other Home ever shows it. Every frame's visible text is recorded from the
// document's creation (an animation frame runs just before each paint; innerText leaves hidden text out).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser, PHONE } from './browser';

const browser = useBrowser();

const recordFrames = `
window.__frames = [];
const frame = () => {
  const app = document.getElementById('app');
  const text = app ? app.innerText.trim() : '';
  if (window.__frames[window.__frames.length - 1] !== text) window.__frames.push(text);
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);`;

/** A context whose entry script arrives late (as on a phone's network), so the HTML paints before any script runs. */
async function slowScript(options: { locale: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', ...options });
  await context.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await context.addInitScript(recordFrames);
  return context;
}

async function open(options: { locale: string }, hash = ''): Promise<{ context: BrowserContext; page: Page }> {
  const context = await slowScript(options);
  const page = await context.newPage();
  await page.goto(`${inject('baseURL')}${hash}`);
  return { context, page };
}
const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);

/** Checks that no frame ever showed the prerendered English Home; returns the frames that showed anything. */
async function neverPaintsEnglishHome(page: Page): Promise<string[]> {
  const painted = (await frames(page)).filter(Boolean);
  expect(
    painted.some((text) => text.includes('New game')),
    painted.join(' | '),
  ).toBe(false);
  return painted;
}

it('a first visit in English paints the prerendered Home before any script and hydrates it unchanged', async () => {
  const { context, page } = await open({ locale: 'en-US' });
  const home = () => page.evaluate(() => document.querySelector('#app main')!.outerHTML);
  const html = await home(); // as the HTML holds it
  await expect
    .poll(() => page.evaluate(() => !document.getElementById('app')!.hasAttribute('data-prerendered')))
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('prerendered-shown')))
    .toBe(true);
  const painted = (await frames(page)).filter(Boolean);
  expect(painted[0]).toContain('New game'); // the first frame that shows anything shows Home
  expect(new Set(painted).size).toBe(1); // and nothing changes it
  expect(await home()).toBe(html); // hydrated in place (the update prompt's empty region joins it after the paint)
  await context.close();
});

it('a page that arrives in two parts never paints half of Home: Home shows once it is whole', async () => {
  // As a phone's network may deliver it: the page up to Home's third link, then the rest 1.5 s later. Three times, as
  // the browser does not paint between the two parts every time.
  const base = new URL(inject('baseURL'));
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', base));
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
    if (request.url !== base.pathname) return void response.end(body);
    const cut = body.indexOf('>Rules<');
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), 1500);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  for (let i = 0; i < 3; i++) {
    const context = await slowScript({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${base.pathname}`);
    await expect
      .poll(() => page.evaluate(() => !document.getElementById('app')!.hasAttribute('data-prerendered')))
      .toBe(true);
    const painted = (await frames(page)).filter(Boolean);
    expect(painted[0]).toContain('Settings'); // the first frame that shows anything shows the whole of Home
    expect(new Set(painted).size).toBe(1);
    await context.close();
  }
  server.close();
});

it('leaving Home before it is hydrated draws the next screen alone, never beside the prerendered Home', async () => {
  // The address changes right after the load, before the hydration that waits for the first frame (as a test's
  // page.goto or a quick tap does); Preact's hydration would keep the prerendered Home beside the lazy screen. Four
  // times, as the race is not lost every time.
  for (let i = 0; i < 4; i++) {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(inject('baseURL'));
    await page.goto(`${inject('baseURL')}#/new`);
    await page.getByRole('textbox').first().waitFor();
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll('#app main')].map((m) => m.className)))
      .toEqual(['setup']);
    await context.close();
  }
});

it('a first visit in French never paints the English prerendered text: Home appears in French', async () => {
  const { context, page } = await open({ locale: 'fr-FR' });
  await page.getByRole('link', { name: 'Nouvelle partie' }).waitFor();
  expect((await neverPaintsEnglishHome(page))[0]).toContain('Nouvelle partie');
  await context.close();
});

it('a saved language other than the prerendered one never paints it either, whatever the browser says', async () => {
  const context = await slowScript({ locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('skull-table:lang', 'de'));
  const page = await context.newPage();
  await page.goto(inject('baseURL'));
  await page.getByRole('link', { name: 'Neue Partie' }).waitFor();
  await neverPaintsEnglishHome(page);
  await context.close();
});

it('a deep link never paints the prerendered Home: the reference opens without it', async () => {
  const { context, page } = await open({ locale: 'en-US' }, '#/rules');
  await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Skull Table' }).first().waitFor();
  await neverPaintsEnglishHome(page);
  await context.close();
});
