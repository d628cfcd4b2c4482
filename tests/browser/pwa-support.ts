// Helpers shared by the PWA and security browser tests: service-worker waits, the CSP watch, the build's files.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchPersistent, PATIENCE, PHONE, until } from './browser';

/** Poll settings for a busy 2-core machine (the browser tests' default too: tests/browser/vitest.config.ts). */
export const SLOW = { timeout: PATIENCE, interval: 100 };

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Waits until the page's service worker is activated (`ready` can resolve while it is still activating). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const state = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none');
  await until('the service worker to be activated', state, (s) => s === 'activated');
}

/** Reloads until the service worker controls the page (the first visit of a prompt-type worker is not controlled). */
export async function reloadUnderServiceWorker(page: Page): Promise<void> {
  await waitForServiceWorker(page);
  await page.reload();
  await until(
    'the service worker to control the page',
    () => page.evaluate(() => navigator.serviceWorker.controller !== null),
    Boolean,
  );
}

/** Records CSP violations, dialogs, console errors and uncaught errors for a whole context. */
export function watchForTrouble(context: BrowserContext) {
  const trouble = { dialogs: [] as string[], consoleErrors: [] as string[], pageErrors: [] as string[] };
  void context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const watch = (page: Page) => {
    page.on('dialog', (d) => {
      trouble.dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss();
    });
    page.on('console', (msg) => msg.type() === 'error' && trouble.consoleErrors.push(msg.text()));
    page.on('pageerror', (err) => trouble.pageErrors.push(String(err)));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    ...trouble,
    violations: (page: Page) => page.evaluate(() => window.__cspViolations ?? []),
  };
}

/** Every file of the build, as a path relative to its root. */
export function distFiles(dir = process.env.SKULL_DIST ?? 'dist'): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : [relative(dir, join(d, e.name))],
    );
  return walk(dir).sort();
}

/** Asks the server for a file the service worker does not hold: what a player's phone meets with no network. */
function probeNetwork(page: Page): Promise<string> {
  return page.evaluate(async () => {
    try {
      const res = await fetch(`offline-probe-${Date.now()}.txt`, { cache: 'no-store' });
      return `answered ${res.status}`;
    } catch {
      return 'failed';
    }
  });
}

/**
 * Offline proven by what a user depends on: a request to the server really fails (not `navigator.onLine`,
 * which Chromium 150+ turns back to true after a navigation under Playwright's offline emulation).
 */
export async function expectNetworkCut(page: Page): Promise<void> {
  expect(await probeNetwork(page)).toBe('failed');
}

/**
 * One visit online in a fresh profile (the service worker installs), then the browser closes and starts
 * again with the network cut: a cold start, as on a phone opened at a table with no signal.
 */
export async function coldStartOffline(
  url: string,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'skull-offline-'));
  const online = await launchPersistent(profile, { viewport: PHONE });
  const first = online.pages()[0] ?? (await online.newPage());
  await first.goto(url);
  await waitForServiceWorker(first);
  // The same probe gets an answer while online, so a failure later means the network, not the probe.
  expect(await probeNetwork(first)).toMatch(/^answered/);
  await online.close();
  const context = await launchPersistent(profile, { viewport: PHONE, offline: true });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A second build of the same app: index.html changes, so its precache revision and sw.js change too. */
export function makeSecondBuild(firstBuild = process.env.SKULL_DIST ?? 'dist'): string {
  const dir = mkdtempSync(join(tmpdir(), 'skull-second-build-'));
  cpSync(firstBuild, dir, { recursive: true });
  const html = readFileSync(join(dir, 'index.html'), 'utf8').replace(
    '</head>',
    '<meta name="skull-build" content="second"></head>',
  );
  writeFileSync(join(dir, 'index.html'), html);
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const revision = createHash('md5').update(html).digest('hex');
  const next = sw.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, `$1${revision}"`);
  if (next === sw) throw new Error('could not find the precache entry of index.html in sw.js');
  writeFileSync(join(dir, 'sw.js'), next);
  return dir;
}
