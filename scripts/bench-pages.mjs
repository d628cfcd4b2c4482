// What the Chromium benches share: a build of the app with the bench entry (scripts/bench-entry.ts, which the app
// never loads) in a temporary folder, the floor pages measured beside ours, and how figures are summed up.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const machine = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
export const ms = (x) => `${x.toFixed(1).padStart(6)} ms`;
/** "1.18× ok (goal ≤ 1.25×)": a ratio against its floor or baseline, beside its goal; a figure, never a failure. */
export const ratio = (value, floor, goal) =>
  `${(value / floor).toFixed(2)}×${goal ? ` ${value / floor <= goal ? 'ok' : 'over'} (goal ≤ ${goal}×)` : ''}`;

/** Builds the app and the bench entry into a temporary folder; `remove()` deletes it. `npm run bench` makes one for
 *  the storage and game-screen benches (SKULL_BENCH_BUILD names it, and its maker removes it). */
export async function benchBuild({ minify = true } = {}) {
  const shared = process.env.SKULL_BENCH_BUILD;
  if (shared && minify) return { ...JSON.parse(shared), remove: () => {} };
  const out = mkdtempSync(join(tmpdir(), 'skull-bench-'));
  await build({
    logLevel: 'silent',
    build: {
      outDir: out,
      emptyOutDir: true,
      manifest: true,
      minify,
      rollupOptions: { input: { index: 'index.html', bench: 'scripts/bench-entry.ts' } },
    },
  });
  const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8'));
  const entry = manifest['scripts/bench-entry.ts']?.file;
  if (!entry) throw new Error('the bench entry is missing from the build');
  writeFloorTap(out);
  return { out, benchFile: `/${entry}`, remove: () => rmSync(out, { recursive: true, force: true }) };
}

// The floor of a tap: what any page pays here for a tap that saves before it shows, measured the same way. One
// button; a tap puts one small value into IndexedDB (relaxed durability, as the app does), then changes one text.
function writeFloorTap(out) {
  writeFileSync(
    join(out, 'floor.html'),
    '<!doctype html><meta name="viewport" content="width=device-width"><main class="table-screen" data-actions="0"><p id="n">0</p><button id="tap">Tap</button></main><script src="floor.js"></script>',
  );
  writeFileSync(
    join(out, 'floor.js'),
    `const open = indexedDB.open('floor', 1);
open.onupgradeneeded = () => open.result.createObjectStore('s');
open.onsuccess = () => {
  const db = open.result;
  const main = document.querySelector('main');
  let n = 0;
  document.getElementById('tap').onclick = () => {
    n += 1;
    const tx = db.transaction('s', 'readwrite', { durability: 'relaxed' });
    tx.objectStore('s').put({ type: 'add', player: n % 6 }, 'last');
    tx.oncomplete = () => { document.getElementById('n').textContent = String(n); main.dataset.actions = String(n); };
  };
  main.dataset.ready = '';
};`,
  );
}
