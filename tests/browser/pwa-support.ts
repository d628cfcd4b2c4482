// Helpers shared by the PWA and security browser tests: service-worker waits, CSP watch, a scripted round.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

/** Poll settings for a busy 2-core machine: an answer can take seconds while other suites run. */
export const SLOW = { timeout: 15_000, interval: 100 };

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
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), SLOW).toBe(true);
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

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
};

/** A static server whose folder can be swapped while it keeps its origin (a new deploy, in milliseconds). */
export async function serveSwappable(dir: string): Promise<{ url: string; swap: (dir: string) => void; close: () => Promise<void> }> {
  let root = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    swap: (next) => {
      root = resolve(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
