// Storage figures in real Chromium (1×) against a build of the app: saving one action in a 500-action game, listing
// 1,000 saved games, and the Saved games screen's first screenful on an empty device (its floor), with 1,000 games and
// with 1,000 records set aside (the first visit after they appear, and the visits after). Figures only.
import { chromium } from 'playwright-core';
import { benchBuild, machine, median, ms } from './bench-pages.mjs';
import { launchOptions, startPreview } from './harness.mjs';

const RUNS = Number(process.env.BENCH_SCREENS ?? 9); // visits of the Saved games screen per case
const FRESH = Number(process.env.BENCH_FRESH ?? 3); // first visits after 1,000 unreadable records appear

const { out, benchFile, remove } = await benchBuild();
const server = await startPreview({ outDir: out });
const browser = await chromium.launch(launchOptions);
const bench = (page, name, ...args) =>
  page.evaluate(
    async ({ file, name, args }) => {
      await import(file);
      return globalThis.skullStorageBench[name](...args);
    },
    { file: benchFile, name, args },
  );

// In the page: from the route change to the end of the frame that draws `selector` (a screenful of the list), and to
// the frame that draws `whole` (the list complete).
async function visit(page, selector, whole = selector) {
  await page.evaluate(async () => {
    location.hash = '#/settings';
    while (!document.querySelector('main.settings')) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  });
  return page.evaluate(
    async ({ selector, whole }) => {
      const drawn = (css) =>
        new Promise((resolve) => {
          const look = () =>
            requestAnimationFrame(() => {
              if (!document.querySelector(css)) return look();
              const end = new MessageChannel(); // runs once the frame that shows it is drawn
              end.port1.onmessage = () => resolve(performance.now());
              end.port2.postMessage(0);
            });
          look();
        });
      const t0 = performance.now();
      location.hash = '#/sessions';
      const first = (await drawn(selector)) - t0;
      return { first, whole: (await drawn(whole)) - t0 };
    },
    { selector, whole },
  );
}

/** Median of `runs` visits after two to warm up (the screen's chunk, the database's connection). */
async function visits(page, runs, selector, whole) {
  const all = [];
  for (let i = 0; i < runs + 2; i++) {
    const v = await visit(page, selector, whole);
    if (i >= 2) all.push(v);
  }
  return { first: median(all.map((v) => v.first)), whole: median(all.map((v) => v.whole)) };
}

const CARD = '.session-card';
const REPORT = '.set-aside li';
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}#/settings`);
  const save = await bench(page, 'saveOneAction', 60);
  await bench(page, 'clearAll');
  const empty = await visits(page, RUNS, '.sessions-empty');
  const list = await bench(page, 'listMany', 1000, 20);
  const saveAmongMany = await bench(page, 'saveOneAction', 60, 'bench-500-among-1000');
  const games = await visits(page, RUNS, CARD);
  // 1,000 unreadable records beside three games: read and set aside on the first visit after they appear.
  const fresh = [];
  for (let i = 0; i < FRESH; i++) {
    await bench(page, 'clearAll');
    await bench(page, 'seedList', 3);
    await bench(page, 'plantSetAside', 1000);
    fresh.push(await visit(page, CARD, REPORT));
  }
  const setAside = await visits(page, RUNS, REPORT);
  const goal = (x, limit) => `${x <= limit ? 'ok' : 'over'} (goal ≤ ${limit} ms)`;
  console.log(`\nStorage in Chromium at 1×, IndexedDB (medians; ${machine()}):`);
  console.log(`  save one action, 500-action game:  ${ms(save)} ${goal(save, 5)}`);
  console.log(`  list with 1,000 saved games:       ${ms(list)} (the session layer alone)`);
  console.log(`  save one action, 1,000 games kept: ${ms(saveAmongMany)} ${goal(saveAmongMany, 5)}`);
  console.log('  Saved games, from the route change to its first screenful drawn (and to everything listed):');
  console.log(`    floor, an empty device:              ${ms(empty.first)}`);
  console.log(`    1,000 games:                         ${ms(games.first)} ${goal(games.first, 100)}`);
  const [f, w] = [median(fresh.map((v) => v.first)), median(fresh.map((v) => v.whole))];
  console.log(
    `    1,000 set aside, first visit:        ${ms(f)} ${goal(f, 500)}   (all 1,000 read and reported: ${ms(w)})`,
  );
  console.log(`    1,000 set aside, later visits:       ${ms(setAside.first)} ${goal(setAside.first, 500)}`);
} finally {
  await browser.close();
  server.stop();
  remove();
}
