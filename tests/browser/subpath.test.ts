// Hosted under a sub-path, as on GitHub Pages (https://<user>.github.io/skull-table/): a build made with
// BASE=/skull-table/, served by a static host that honours `_headers`, installs and plays offline.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../scripts/hosting.mjs';
import { serveStatic, type StaticServer } from '../../scripts/harness.mjs';
import { snap } from './browser';
import { coldStartOffline, distFiles, expectNetworkCut, watchForTrouble } from './pwa-support';
import { expectOnTable, playWinningRound, startGame } from './table-driver';

const BASE = '/skull-table/';
let out: string;
let server: StaticServer;

/** `vite build` with the sub-path, into a temporary folder (dist/ stays the root build the other tests use). */
function buildUnder(base: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node_modules/.bin/vite',
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        // Vitest sets NODE_ENV=test, which would build without the service worker's registration.
        env: { ...process.env, NODE_ENV: 'production', BASE: base },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build with BASE=${base} exited with ${code}`)),
    );
  });
}

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'skull-subpath-'));
  await buildUnder(BASE, out);
  server = await serveStatic(out, { base: BASE, honourHeadersFile: true });
  // A whole build (10 s alone) took over 180 s beside three test runs and their build loops: bounded, not timed.
}, 600_000);
afterAll(async () => {
  await server?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('built with BASE=/skull-table/', () => {
  it('every address in the page, the manifest, its icons and the service worker stay under the sub-path', async () => {
    const html = await (await fetch(server.url)).text();
    // data: URLs and in-page hash links are no address on the host (the empty icon the page holds until its first
    // paint, src/pwa/links.ts; the prerendered Home's menu, src/prerender).
    const named = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((url) => !url.startsWith('data:') && !url.startsWith('#'));
    // The gate names the entry, which it adds to the page (src/prerender/gate.ts).
    const gate = named.find((url) => /\/gate-[^/]+\.js$/.test(url));
    expect(gate).toBeDefined();
    const gateText = await (await fetch(new URL(gate!, server.url))).text();
    const urls = [...named, ...[...gateText.matchAll(/["'`](\/[^"'`\s]+\.js)["'`]/g)].map((m) => m[1]!)];
    expect(urls.length).toBeGreaterThanOrEqual(4); // the entry, its stylesheet, the gate, the touch icon
    for (const url of urls) expect(url, url).toMatch(/^\/skull-table\/[^/]/);
    const manifest = await (await fetch(new URL('manifest.webmanifest', server.url))).json();
    expect(manifest).toMatchObject({ id: BASE, start_url: BASE, scope: BASE });
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const res = await fetch(new URL(icon.src, new URL('manifest.webmanifest', server.url)));
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    // Nothing is served outside the sub-path: a root-relative address would break on the real host.
    expect((await fetch(new URL('/manifest.webmanifest', server.url))).status).toBe(404);
  });

  it('the host sends the `_headers` file: the same security headers as the preview server, for this base', async () => {
    const res = await fetch(server.url);
    for (const [name, value] of Object.entries(HEADERS)) expect(res.headers.get(name), name).toBe(value);
    expect(readFileSync(join(out, '_headers'), 'utf8')).toMatch(/^\/skull-table\/\*$/m);
  });

  it('after one visit it cold-starts offline under the sub-path, precached in full, and a round can be played', async () => {
    const { context, page, close } = await coldStartOffline(server.url);
    try {
      const trouble = watchForTrouble(context);
      await page.goto(server.url);
      // The icons and the manifest the page names after its first paint (src/pwa/links.ts) are under the sub-path too.
      const named = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('link[rel=icon], link[rel=manifest]')].map((l) => l.getAttribute('href')),
        );
      await expect
        .poll(named)
        .toEqual(['/skull-table/favicon.ico', '/skull-table/favicon.svg', '/skull-table/manifest.webmanifest']);
      await expectNetworkCut(page);
      await page.getByRole('heading', { level: 1, name: 'Skull Table' }).waitFor();
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
      expect(scope).toBe(server.url);
      const cached = await page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys())
          for (const req of await (await caches.open(name)).keys()) paths.push(new URL(req.url).pathname);
        return paths.sort();
      });
      const shipped = distFiles(out).filter(
        (f) => f !== 'sw.js' && f !== '_headers' && !/^workbox-[\w-]+\.js$/.test(f),
      );
      expect(cached).toEqual(shipped.map((f) => `${BASE}${f}`));

      await startGame(page, ['Ana', 'Ben', 'Chloé']);
      expect(new URL(page.url()).pathname).toBe(BASE);
      await playWinningRound(page, 2);
      await expectOnTable(page, 'Round 2');
      await page.goto(`${server.url}#/rules/challenge`);
      await page.locator('#challenge h2').waitFor();
      await snap(page, 'subpath-offline-rules');
      await expectNetworkCut(page);
      expect(trouble.pageErrors).toEqual([]);
      await expect.poll(() => trouble.violations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
