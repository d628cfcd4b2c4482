// The game screen in real Chromium at 4× CPU slowdown (a modest phone), six players, a 10-action and a
// 1,000-action game measured interleaved in one run: what a tap that changes the game costs (Undo, Redo,
// a real move), what opening a saved game costs, and the memory a game's length holds. Figures and
// goals are printed (ok / over); nothing here fails on a slow machine.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { launchOptions, startPreview } from './harness.mjs';

const RATE = 4;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8); // tap rounds per game (move, undo, redo, undo each)
const OPENS = Number(process.env.BENCH_OPENS ?? 6); // openings per game and per way
const GAMES = { short: 10, long: 1000 };

const out = mkdtempSync(join(tmpdir(), 'skull-bench-browser-'));
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
const benchFile = `/${manifest['scripts/bench-entry.ts'].file}`;
// The floor: what any page pays here for a tap that saves before it shows, measured the same way. One button; a
// tap puts one small value into IndexedDB (relaxed durability, as the app does), then changes one text.
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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const server = await startPreview({ outDir: out });
const browser = await chromium.launch(launchOptions);
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

/** A page of `context` at 4× CPU slowdown, with a CDP session for the heap. */
async function slowPage() {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  return { page, cdp };
}

// In the page: waits until the table shows `actions` actions and the frames after it are drawn; returns the
// work done from t0 (the save included) until the screen is up to date, without the idle wait for vsync.
const settleInPage = `
window.__settle = async (t0, actions) => {
  const main = () => document.querySelector('main.table-screen');
  await new Promise((resolve) => {
    const ok = () => main() && main().dataset.actions === String(actions);
    if (ok()) return resolve();
    const mo = new MutationObserver(() => ok() && (mo.disconnect(), resolve()));
    mo.observe(document.body, { attributes: true, childList: true, subtree: true });
  });
  const committed = performance.now();
  let work = committed - t0;
  let last = committed;
  for (let i = 0; i < 2; i++) {
    // A frame: rAF callbacks, style, layout and paint, then the tasks queued behind it (the effects). It starts at the
    // frame's own time (rAF's argument), not when this callback runs: the page's own rAF callbacks (focus) run first.
    const frame = await new Promise((r) => requestAnimationFrame(r));
    const start = Math.max(frame, last);
    await new Promise((r) => setTimeout(r, 0));
    last = performance.now();
    work += last - start;
  }
  return { work, screen: performance.now() - t0, committed: committed - t0 };
};
window.__tap = async (selector, actions) => {
  const main = document.querySelector('main.table-screen');
  while (main.hasAttribute('aria-disabled') || !document.querySelector(selector) || document.querySelector(selector).disabled)
    await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const t0 = performance.now();
  document.querySelector(selector).click();
  return window.__settle(t0, actions);
};`;
await context.addInitScript(settleInPage);

const seeder = await context.newPage();
await seeder.goto(`${server.url}#/settings`);
const lengths = await seeder.evaluate(
  async ({ file, games }) => {
    await import(file);
    const b = globalThis.skullStorageBench;
    const out = {};
    for (const [name, n] of Object.entries(games)) {
      out[name] = await b.seedGame(`bench-${name}`, n);
      await b.seedGame(`bench-save-${name}`, n);
    }
    return out;
  },
  { file: benchFile, games: GAMES },
);
const cdpSeeder = await context.newCDPSession(seeder);
await cdpSeeder.send('Emulation.setCPUThrottlingRate', { rate: RATE });
const saveOnly = {};
for (const name of Object.keys(GAMES))
  saveOnly[name] = await seeder.evaluate(({ id }) => globalThis.skullStorageBench.saveOnly(id, 15), {
    id: `bench-save-${name}`,
  });
// The controller alone (no screen), turn about: what a tap asks of the session layer, the save included.
const alone = { short: { move: [], undo: [], redo: [] }, long: { move: [], undo: [], redo: [] } };
for (let round = 0; round < 4; round++) {
  for (const name of Object.keys(GAMES)) {
    const t = await seeder.evaluate(({ id }) => globalThis.skullStorageBench.controllerTaps(id, 6), {
      id: `bench-save-${name}`,
    });
    if (round > 0) for (const kind of Object.keys(t)) alone[name][kind].push(...t[kind]);
  }
}
await seeder.close();

/** Opens `#/game/<id>` in a new page; ms from navigation to the table drawn, and the heap it then holds. */
async function openCold(name) {
  const { page, cdp } = await slowPage();
  await page.goto(`${server.url}#/game/bench-${name}`, { waitUntil: 'commit' });
  const { screen } = await page.evaluate((n) => window.__settle(0, n), lengths[name]);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await page.close();
  return { ms: screen, heap: usedSize };
}

/** From the saved games list (drawn, its chunk loaded): ms from tapping Open to the table drawn. */
async function openFromList(page, name) {
  await page.evaluate(() => (location.hash = '#/sessions'));
  const link = `.session-card a[href="#/game/bench-${name}"]`;
  await page.waitForSelector(link);
  return (
    await page.evaluate(
      async ({ link, n }) => {
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        const t0 = performance.now();
        document.querySelector(link).click();
        return window.__settle(t0, n);
      },
      { link, n: lengths[name] },
    )
  ).screen;
}

const list = await slowPage();
await list.page.goto(`${server.url}#/sessions`);
const opens = { short: { cold: [], list: [], heap: [] }, long: { cold: [], list: [], heap: [] } };
for (let i = 0; i < OPENS; i++) {
  for (const name of Object.keys(GAMES)) {
    const cold = await openCold(name);
    opens[name].cold.push(cold.ms);
    opens[name].heap.push(cold.heap);
    opens[name].list.push(await openFromList(list.page, name));
  }
}
await list.page.close();

// Taps: one page per game, turn about; each round is a real move (the round's first disc), Undo, Redo, Undo.
const tables = {};
for (const name of Object.keys(GAMES)) {
  tables[name] = await slowPage();
  await tables[name].page.goto(`${server.url}#/game/bench-${name}`);
  await tables[name].page.waitForSelector(`main.table-screen[data-actions="${lengths[name]}"]`);
}
const taps = { short: { move: [], undo: [], redo: [] }, long: { move: [], undo: [], redo: [] } };
const steps = [
  ['move', '.controls button[data-autofocus]', 1],
  ['undo', '.tool-undo', 0],
  ['redo', '.tool-redo', 1],
  ['undo', '.tool-undo', 0],
];
for (let round = 0; round < ROUNDS; round++) {
  for (const name of Object.keys(GAMES)) {
    const { page } = tables[name];
    await page.bringToFront();
    for (const [kind, selector, plus] of steps) {
      const r = await page.evaluate(({ selector, n }) => window.__tap(selector, n), {
        selector,
        n: lengths[name] + plus,
      });
      if (round > 0) taps[name][kind].push(r); // the first round warms up
    }
  }
}
for (const { page } of Object.values(tables)) await page.close();

// The floor page, tapped as often as the table, at the same slowdown.
const floor = await slowPage();
await floor.page.goto(`${server.url}floor.html`);
await floor.page.waitForSelector('main[data-ready]');
const floorTaps = [];
for (let i = 1; i <= ROUNDS * steps.length; i++)
  floorTaps.push(await floor.page.evaluate((n) => window.__tap('#tap', n), i));
await floor.page.close();
await browser.close();
server.stop();
rmSync(out, { recursive: true, force: true });

const ms = (x) => `${x.toFixed(1).padStart(6)} ms`;
const goal = (value, limit, unit = '') => `${value <= limit ? 'ok' : 'over'} (goal ≤ ${limit}${unit})`;
console.log(
  `\nGame screen in Chromium at ${RATE}× CPU slowdown, 6 players (medians; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
);
console.log(
  `  games: ${lengths.short} and ${lengths.long} actions; taps measured interleaved, ${ROUNDS - 1} rounds each`,
);
console.log(
  '  tap → table up to date (work: the save and the frames drawn, without idle waits for vsync; screen: wall clock)',
);
let worst = 0;
let worstRatio = 0;
for (const kind of ['move', 'undo', 'redo']) {
  const s = median(taps.short[kind].map((t) => t.work));
  const l = median(taps.long[kind].map((t) => t.work));
  const ss = median(taps.short[kind].map((t) => t.screen));
  const ls = median(taps.long[kind].map((t) => t.screen));
  const sc = median(taps.short[kind].map((t) => t.committed));
  const lc = median(taps.long[kind].map((t) => t.committed));
  worst = Math.max(worst, l, s);
  worstRatio = Math.max(worstRatio, l / s);
  console.log(
    `    ${kind.padEnd(5)} ${lengths.short}: ${ms(s)} (screen ${ms(ss)})   ${lengths.long}: ${ms(l)} (screen ${ms(ls)})   ratio ${(l / s).toFixed(2)}×; saved and drawn into the page after ${ms(sc)} / ${ms(lc)}`,
  );
}
for (const kind of ['move', 'undo', 'redo']) {
  const s = median(alone.short[kind]);
  const l = median(alone.long[kind]);
  console.log(`    ${kind.padEnd(5)} controller alone (no screen): ${ms(s)} / ${ms(l)}   ratio ${(l / s).toFixed(2)}×`);
}
console.log(`    of which the store's write alone: ${ms(saveOnly.short)} / ${ms(saveOnly.long)}`);
console.log(
  `    floor: a bare page whose tap saves one small value, then changes one text: ${ms(median(floorTaps.map((t) => t.work)))} (screen ${ms(median(floorTaps.map((t) => t.screen)))})`,
);
console.log(
  `  tap ratio 1000/10: ${worstRatio.toFixed(2)}× ${goal(worstRatio, 1.2, '×')}; slowest tap ${worst.toFixed(1)} ms ${goal(worst, 16, ' ms')}`,
);
let openRatio = 0;
for (const way of ['cold', 'list']) {
  const s = median(opens.short[way]);
  const l = median(opens.long[way]);
  openRatio = Math.max(openRatio, l / s);
  console.log(
    `  open ${way === 'cold' ? '#/game/<id> cold' : 'from saved games'}: ${lengths.short}: ${ms(s)}   ${lengths.long}: ${ms(l)}   ratio ${(l / s).toFixed(2)}×`,
  );
}
console.log(`  open ratio 1000/10: ${openRatio.toFixed(2)}× ${goal(openRatio, 1.2, '×')}`);
const perAction = (median(opens.long.heap) - median(opens.short.heap)) / (lengths.long - lengths.short);
console.log(
  `  memory: ${(median(opens.short.heap) / 1024).toFixed(0)} KB / ${(median(opens.long.heap) / 1024).toFixed(0)} KB heap after opening, ${perAction.toFixed(0)} bytes per action ${goal(perAction, 1024, ' B')}`,
);
