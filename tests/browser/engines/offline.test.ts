// Offline after one visit, and the update prompt, in this run's engine: the app's own server (scripts/harness.mjs
// serveStatic) cuts every connection to play "no network", then serves a second build to play "a new version".
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { serveStatic } from '../../../scripts/harness.mjs';
import { until } from '../browser';
import { makeSecondBuild } from '../pwa-support';
import { actions, bid, newGame, play, screenText, see, tableSummary, tap, useDriver, waitFor } from './table';

const driver = useDriver();
const secondBuild = makeSecondBuild();
afterAll(() => rmSync(secondBuild, { recursive: true, force: true }));

/** What a phone meets with no signal: a request for a file the service worker does not hold. */
const probe = (d: ReturnType<typeof driver>) =>
  d.evaluate(async () => {
    try {
      return `answered ${(await fetch(`offline-probe-${Date.now()}.txt`, { cache: 'no-store' })).status}`;
    } catch {
      return 'failed';
    }
  }, null);

it('after one visit the app opens and plays with the network cut; a new version waits behind "Update available"', async () => {
  const d = driver();
  const server = await serveStatic(process.env.SKULL_DIST ?? 'dist');
  try {
    await d.goto(server.url);
    await until(
      'the service worker to be activated',
      () => d.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none', null),
      (s) => s === 'activated',
    );
    expect(await probe(d)).toMatch(/^answered/);

    server.setOnline(false);
    expect(await probe(d)).toBe('failed');
    const address = await newGame(d, ['Ana', 'Ben', 'Chloé'], server.url);
    expect(address.startsWith(server.url)).toBe(true);
    await play(d, 'Everyone has placed');
    await bid(d, 2);
    await see(d, 'Saved on this device');
    await d.reload();
    await waitFor(d, 'main[data-actions]');
    expect(await probe(d)).toBe('failed');
    const before = await tableSummary(d);
    expect(before).toContain('Ben: raise above 2');
    expect(await actions(d)).toBe(2);

    // Back online with a new build: during the game the offer waits, shown nowhere (issue 33); the game untouched.
    server.setOnline(true);
    server.swap(secondBuild);
    await d.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update(), null);
    await until(
      'the offer held behind the game',
      () => d.evaluate(() => document.querySelector('.update-region')?.getAttribute('data-offer') ?? 'none', null),
      (offer) => offer === 'held',
    );
    expect(await screenText(d)).not.toContain('Update available');
    expect(await tableSummary(d)).toBe(before);
    // The game left for Home: the prompt offers the reload.
    await tap(d, 'Menu');
    await tap(d, 'Home', 'link');
    await see(d, 'Update available');
    await tap(d, 'Reload');
    await until(
      'the second build',
      // The reload may be under way while we look: a look that meets it is a look too early.
      () =>
        d
          .evaluate(() => document.querySelector('meta[name="skull-build"]')?.getAttribute('content') ?? '', null)
          .catch(() => ''),
      (b) => b === 'second',
    );
    await d.goto(address);
    await waitFor(d, 'main[data-actions]');
    await expect.poll(() => tableSummary(d)).toBe(before);
  } finally {
    await server.close();
  }
}, 300_000);
