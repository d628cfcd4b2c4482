// Helpers shared by the PWA and security browser tests: service-worker waits, CSP watch, a scripted round.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Waits until the page's service worker is activated (`ready` can resolve while it is still activating). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const sw = reg.active;
    if (!sw || sw.state === 'activated') return;
    await new Promise<void>((resolve) => {
      sw.addEventListener('statechange', () => sw.state === 'activated' && resolve());
    });
  });
}

/** Reloads until the service worker controls the page (the first visit of a prompt-type worker is not controlled). */
export async function reloadUnderServiceWorker(page: Page): Promise<void> {
  await waitForServiceWorker(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
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
    readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [relative(dir, join(d, e.name))]));
  return walk(dir).sort();
}
