// A first visit to Home in Chromium, measured: what the page fetches until it is idle (scripts/budget.mjs), and
// when the first control is visible, without a service worker and under a warm one (scripts/bench-first-visit.mjs).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, launchOptions, startPreview } from './harness.mjs';

export const hasChromium = () => existsSync(CHROMIUM_PATH);

const PHONE = { width: 390, height: 844 };

/** Resolves once no request has started for `quietMs` (at most `limitMs` in all). */
async function networkQuiet(page, quietMs = 1000, limitMs = 15_000) {
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on('request', seen);
  const deadline = Date.now() + limitMs;
  while (Date.now() - last < quietMs && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  page.off('request', seen);
}

/**
 * The page's own requests on a first visit to Home (a new profile, no service worker yet), until the load event, the
 * browser's idle time and a quiet second after it. The service worker's precache runs in the worker, not the page,
 * so it is not among them. Returns the paths under `base`.
 */
export async function firstVisitRequests({ outDir = 'dist', base = '/' } = {}) {
  const server = await startPreview({ outDir, base });
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const paths = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === new URL(server.url).origin) paths.push(url.pathname);
    });
    await page.goto(server.url, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(undefined), { timeout: 5000 })));
    await networkQuiet(page);
    await context.close();
    return paths;
  } finally {
    await browser.close();
    server.stop();
  }
}

// In the page, from the start of the navigation: when the first link of Home's menu is in the page, and when the frame
// that shows it is drawn (the next animation frame after it is there, or at once if the HTML already holds it).
const observeFirstControl = `
window.__firstControl = new Promise((resolve) => {
  const found = () => document.querySelector('.home-actions a');
  const drawn = () => requestAnimationFrame(() => resolve({ inPage: inPage, drawn: performance.now() }));
  let inPage = 0;
  const check = () => {
    if (inPage || !found()) return false;
    inPage = performance.now();
    drawn();
    return true;
  };
  if (check()) return;
  const mo = new MutationObserver(() => check() && mo.disconnect());
  mo.observe(document, { childList: true, subtree: true });
});`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Median ms from navigation to the first control drawn, over `runs` loads of Home: in new pages with no service
 * worker (each a first visit), and in a profile whose service worker already controls the page (warm).
 */
export async function firstControlTimes({ outDir = 'dist', runs = 5 } = {}) {
  const server = await startPreview({ outDir });
  const browser = await chromium.launch(launchOptions);
  const profile = mkdtempSync(join(tmpdir(), 'skull-first-visit-'));
  const time = async (page) => {
    await page.goto(server.url, { waitUntil: 'commit' });
    return (await page.evaluate(() => window.__firstControl)).drawn;
  };
  try {
    const cold = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
      await context.addInitScript(observeFirstControl);
      cold.push(await time(await context.newPage()));
      await context.close();
    }
    const persistent = await chromium.launchPersistentContext(profile, { ...launchOptions, viewport: PHONE });
    await persistent.addInitScript(observeFirstControl);
    const page = persistent.pages()[0] ?? (await persistent.newPage());
    await page.goto(server.url);
    // The worker installs after the load event and precaches everything; then a load is served by it.
    const active = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
    for (const deadline = Date.now() + 60_000; !(await active()); ) {
      if (Date.now() > deadline) throw new Error('the service worker did not activate within 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    await time(page); // the first controlled load warms the worker's caches
    const warm = [];
    for (let i = 0; i < runs; i++) {
      warm.push(await time(page));
      const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
      if (!controlled) throw new Error('the service worker does not control the page');
    }
    await persistent.close();
    return { cold: median(cold), warm: median(warm), coldRuns: cold, warmRuns: warm };
  } finally {
    await browser.close();
    server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The floor: a bare page with one link where Home has its first one, served the same way, with a service worker that
 * only caches and serves it. What the machine takes to show any control at all, measured in the same run as ours.
 */
export function floorBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'skull-floor-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title><script src="/reg.js" defer></script></head>' +
      '<body><nav class="home-actions"><a href="#/new">New game</a></nav></body></html>',
  );
  writeFileSync(join(dir, 'reg.js'), "addEventListener('load', () => navigator.serviceWorker?.register('/sw.js'));");
  writeFileSync(
    join(dir, 'sw.js'),
    "addEventListener('install', (e) => e.waitUntil(caches.open('floor').then((c) => c.addAll(['/', '/reg.js'])).then(() => skipWaiting())));\n" +
      "addEventListener('activate', (e) => e.waitUntil(clients.claim()));\n" +
      "addEventListener('fetch', (e) => e.respondWith(caches.match(e.request, { ignoreSearch: true }).then((r) => r ?? fetch(e.request))));\n",
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
