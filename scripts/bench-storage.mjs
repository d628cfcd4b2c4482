// Storage figures in real Chromium against a build of the app: saving one action in a 500-action
// game, and listing 1,000 saved games. The build adds one entry (scripts/bench-entry.ts) that the
// app never loads, so the app's own files are unchanged; it is made in a temporary folder.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { launchOptions, startPreview } from './harness.mjs';

const out = mkdtempSync(join(tmpdir(), 'skull-bench-storage-'));
await build({
  logLevel: 'silent',
  build: {
    outDir: out,
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: { index: 'index.html', bench: 'scripts/bench-entry.ts' } },
  },
});
const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8'));
const benchFile = manifest['scripts/bench-entry.ts']?.file;
if (!benchFile) throw new Error('the bench entry is missing from the build');

const server = await startPreview({ outDir: out });
const base = server.url;
const browser = await chromium.launch(launchOptions);
try {
  const page = await browser.newPage();
  await page.goto(`${base}#/settings`);
  const figures = await page.evaluate(async (file) => {
    await import(file);
    const bench = globalThis.skullStorageBench;
    const save = await bench.saveOneAction(60);
    const list = await bench.listMany(1000, 20);
    const saveAmongMany = await bench.saveOneAction(60, 'bench-500-among-1000');
    return { save, list, saveAmongMany };
  }, `/${benchFile}`);
  // The whole screen: from the route change to the first page of games on screen (chunk already cached).
  const screen = [];
  for (let i = 0; i < 12; i++) {
    const ms = await page.evaluate(async () => {
      location.hash = '#/settings';
      while (!document.querySelector('main.settings')) await new Promise((r) => setTimeout(r, 5));
      const t0 = performance.now();
      location.hash = '#/sessions';
      while (!document.querySelector('.session-card')) await new Promise((r) => requestAnimationFrame(r));
      return performance.now() - t0;
    });
    if (i >= 2) screen.push(ms);
  }
  figures.screen = screen.sort((a, b) => a - b)[Math.floor(screen.length / 2)];
  const fmt = (ms, target) => `${ms.toFixed(2)} ms (target ≤ ${target} ms)${ms > target ? '  OVER TARGET' : ''}`;
  console.log(
    `Storage in Chromium, IndexedDB (median, this machine; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores):`,
  );
  console.log(`  save one action, 500-action game: ${fmt(figures.save, 5)}`);
  console.log(`  list with 1,000 saved games:      ${fmt(figures.list, 100)}`);
  console.log(`  save one action, 1,000 games kept: ${fmt(figures.saveAmongMany, 5)}`);
  console.log(`  sessions screen, 1,000 games:     ${fmt(figures.screen, 100)} (route change to first cards painted)`);
} finally {
  await browser.close();
  server.stop();
  rmSync(out, { recursive: true, force: true });
}
