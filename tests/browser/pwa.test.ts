// Installable and offline: the manifest, the icons, the precache, and a cold start with no network.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, snap } from './browser';
import { expectOnTable, playWinningRound, startGame } from './table-driver';
import { coldStartOffline, distFiles, expectNetworkCut, SLOW } from './pwa-support';

const base = () => inject('baseURL');

const browser = useBrowser();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.slice(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('install', () => {
  it('the page links a manifest with names, start URL, scope, standalone display and colours', async () => {
    // Named once the first screen is on screen (src/pwa/links.ts), not in the HTML, where it would compete with it.
    const html = await (await fetch(base())).text();
    expect(html).not.toMatch(/rel="manifest"/);
    const page = await browser.newPage();
    await page.goto(base());
    const linked = () => page.evaluate(() => document.querySelector('link[rel=manifest]')?.getAttribute('href'));
    await expect.poll(linked).toBe('/manifest.webmanifest');
    const href = await linked();
    await page.close();
    const manifest = await (await fetch(new URL(href!, base()))).json();
    expect(manifest).toMatchObject({
      name: 'Skull Table',
      short_name: 'Skull Table',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d1a24',
      background_color: '#1d1a24',
    });
    expect(manifest.description.length).toBeGreaterThan(20);
  });

  it('the manifest icons are real PNGs of their stated sizes: 192, 512 and a maskable 512', async () => {
    const manifest = await (await fetch(new URL('/manifest.webmanifest', base()))).json();
    const icons: ManifestIcon[] = manifest.icons;
    const find = (sizes: string, purpose?: string) => icons.filter((i) => i.sizes === sizes && i.purpose === purpose);
    expect(find('192x192')).toHaveLength(1);
    expect(find('512x512')).toHaveLength(1);
    expect(find('512x512', 'maskable')).toHaveLength(1);
    for (const icon of icons) {
      const res = await fetch(new URL(icon.src, base()));
      expect(res.headers.get('content-type')).toBe('image/png');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: w, height: h });
    }
  });

  it('robots.txt is a real text file, not the app page', async () => {
    const res = await fetch(new URL('/robots.txt', base()));
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/^User-agent: \*/m);
  });

  it('the service worker is registered from a script file: the page has no inline script', async () => {
    const html = await (await fetch(base())).text();
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(/\ssrc="\/assets\/[^"]+\.js"/);
      expect(script).toMatch(/><\/script>$/);
    }
  });
});

describe('offline', () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ page, close } = await coldStartOffline(base()));
  });
  afterAll(async () => {
    await close?.();
  });

  it('the service worker precaches every file of the build (all screens, the rules in every language, icons)', async () => {
    await page.goto(base());
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname.slice(1));
      }
      return urls.sort();
    });
    // The worker itself and the hosts' `_headers` are not part of the app it serves.
    const shipped = distFiles().filter((f) => f !== 'sw.js' && f !== '_headers' && !/^workbox-[\w-]+\.js$/.test(f));
    expect(cached).toEqual(shipped);
  });

  it('after one visit the app cold-starts with the network off, rules reference included, in English and French', async () => {
    await page.goto(base());
    await expectNetworkCut(page);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Skull Table' }).count(), SLOW).toBe(1);
    await page.goto(`${base()}#/rules`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Rules' }).count(), SLOW).toBe(1);
    await page.evaluate(() => localStorage.setItem('skull-table:lang', 'fr'));
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Règles' }).count(), SLOW).toBe(1);
    await snap(page, 'pwa-offline-rules-fr');
    await page.evaluate(() => localStorage.setItem('skull-table:lang', 'en'));
  });

  it('offline, a cold start can start a game and play a round', async () => {
    await page.goto(base());
    await page.reload();
    await startGame(page, ['Ana', 'Ben', 'Chloé']);
    await playWinningRound(page, 2);
    await expectOnTable(page, 'Round 2');
    await snap(page, 'pwa-offline-round-2');
    await expectNetworkCut(page);
  });
});
