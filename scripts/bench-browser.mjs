// The game screen in real Chromium at 4× CPU slowdown (a modest phone), six players: a tap (a real move, Undo, Redo)
// in a 10-action and a 1,000-action game, upright and flat, each against the floor page's tap measured in the same
// run, with the frame it settles in (scripts/tap-frames.mjs); then opening a 10- and a 1,000-action game. Figures
// and goals are printed (ok / over); nothing here fails on a slow machine.
import { chromium } from 'playwright-core';
import { benchBuild, machine, median, ms, ratio } from './bench-pages.mjs';
import { launchOptions, startPreview } from './harness.mjs';
import { tapFramesInPage } from './tap-frames.mjs';
import { documentHtml, replayIn, replayTap } from './table-replay.mjs';

const RATE = 4;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6); // tap rounds per table (move, undo, redo, undo each)
const OPENS = Number(process.env.BENCH_OPENS ?? 6); // cold openings per game
const GAMES = { short: 10, long: 1000 };
const MODES = ['upright', 'flat'];
const TABLES = MODES.flatMap((mode) => Object.keys(GAMES).map((game) => ({ mode, game, id: `bench-${game}-${mode}` })));

const { out, benchFile, remove } = await benchBuild();
const server = await startPreview({ outDir: out });
const browser = await chromium.launch(launchOptions);
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
await context.addInitScript(tapFramesInPage);

/** A page of `context` at 4× CPU slowdown. */
async function slowPage() {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  return { page, cdp };
}

// Every table's game, stored (a flat one with its layout chosen), and a copy of each length for the store alone.
const seeder = await context.newPage();
await seeder.goto(`${server.url}#/settings`);
const lengths = await seeder.evaluate(
  async ({ file, tables, games }) => {
    await import(file);
    const b = globalThis.skullStorageBench;
    const out = {};
    for (const { mode, game, id } of tables) {
      out[game] = await b.seedGame(id, games[game]);
      if (mode === 'flat') localStorage.setItem(`skull-table:flat:${id}`, JSON.stringify({ flat: true }));
    }
    for (const [game, n] of Object.entries(games)) await b.seedGame(`bench-save-${game}`, n);
    return out;
  },
  { file: benchFile, tables: TABLES, games: GAMES },
);
const cdpSeeder = await context.newCDPSession(seeder);
await cdpSeeder.send('Emulation.setCPUThrottlingRate', { rate: RATE });
const saveOnly = {};
const alone = {};
for (const game of Object.keys(GAMES)) {
  const id = `bench-save-${game}`;
  saveOnly[game] = await seeder.evaluate((id) => globalThis.skullStorageBench.saveOnly(id, 15), id);
  // The controller alone (no screen): what a tap asks of the session layer, the save included.
  alone[game] = await seeder.evaluate((id) => globalThis.skullStorageBench.controllerTaps(id, 12), id);
}
await seeder.close();

// In the page: waits for the table to show `n` actions, then for the frame that draws it; ms since the navigation.
await context.addInitScript(() => {
  window.__drawn = async (n) => {
    const ready = () => document.querySelector(`main.table-screen[data-actions="${n}"]`);
    while (!ready()) await new Promise((r) => requestAnimationFrame(r));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return performance.now();
  };
});

/** Opens `#/game/<id>` in a new page: ms from the navigation to the table drawn, and the heap it then holds. */
async function openCold(id, n) {
  const { page, cdp } = await slowPage();
  await page.goto(`${server.url}#/game/${id}`, { waitUntil: 'commit' });
  const drawn = await page.evaluate((n) => window.__drawn(n), n);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await page.close();
  return { drawn, heap: usedSize };
}

/** From the saved games list (drawn, its chunk loaded): ms from tapping Open to the table drawn. */
async function openFromList(page, id, n) {
  await page.evaluate(() => {
    location.hash = '#/sessions';
  });
  const link = `.session-card a[href="#/game/${id}"]`;
  await page.waitForSelector(link);
  return page.evaluate(
    async ({ link, n }) => {
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const t0 = performance.now();
      document.querySelector(link).click();
      return (await window.__drawn(n)) - t0;
    },
    { link, n },
  );
}

const opens = { short: { cold: [], list: [], heap: [] }, long: { cold: [], list: [], heap: [] } };
const list = await slowPage();
await list.page.goto(`${server.url}#/sessions`);
for (let i = 0; i < OPENS; i++)
  for (const game of Object.keys(GAMES)) {
    const id = `bench-${game}-upright`;
    const cold = await openCold(id, lengths[game]);
    opens[game].cold.push(cold.drawn);
    opens[game].heap.push(cold.heap);
    opens[game].list.push(await openFromList(list.page, id, lengths[game]));
  }
await list.page.close();

/** Taps `selector` once the table takes taps again (the double-tap guard is over) and follows its frames. */
const tapIn = (page, selector, actions) =>
  page.evaluate(
    async ({ selector, actions }) => {
      const main = document.querySelector('main.table-screen');
      const control = () => document.querySelector(selector);
      while (main.hasAttribute('aria-disabled') || !control() || control().disabled)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return window.__tapFrames(
        () => control().click(),
        () => main.dataset.actions === String(actions),
      );
    },
    { selector, actions },
  );

// Taps: one page per table, turn about; each round is a real move (the round's first disc), Undo, Redo, Undo.
const steps = [
  ['move', '.controls button[data-autofocus]', 1],
  ['undo', '.tool-undo', 0],
  ['redo', '.tool-redo', 1],
  ['undo', '.tool-undo', 0],
];
const pages = {};
const taps = {};
for (const t of TABLES) {
  pages[t.id] = (await slowPage()).page;
  await pages[t.id].goto(`${server.url}#/game/${t.id}`);
  await pages[t.id].waitForSelector(`main.table-screen[data-actions="${lengths[t.game]}"]`);
  if (t.mode === 'flat') await pages[t.id].waitForSelector('main.table-screen.is-flat');
  taps[t.id] = { move: [], undo: [], redo: [] };
}
for (let round = 0; round < ROUNDS; round++) {
  for (const t of TABLES) {
    await pages[t.id].bringToFront();
    for (const [kind, selector, plus] of steps) {
      const r = await tapIn(pages[t.id], selector, lengths[t.game] + plus);
      if (round > 0) taps[t.id][kind].push(r); // the first round warms up
    }
  }
}
// The table's rendering alone: each 1,000-action table's move replayed with no app script (scripts/table-replay.mjs).
const settledGuard = (page) => page.waitForFunction(() => !document.querySelector('main.table-screen[aria-disabled]'));
const replayed = {};
for (const t of TABLES.filter((t) => t.game === 'long')) {
  const page = pages[t.id];
  await page.bringToFront();
  await settledGuard(page);
  const before = await documentHtml(page);
  await tapIn(page, steps[0][1], lengths.long + 1);
  await settledGuard(page);
  const after = await documentHtml(page);
  await tapIn(page, '.tool-undo', lengths.long);
  const copy = await slowPage();
  await copy.page.goto(`${server.url}floor.html`);
  await copy.page.waitForSelector('main[data-ready]');
  await replayIn(copy.page, before, after);
  replayed[t.id] = [];
  for (let i = 0; i < (ROUNDS - 1) * 3; i++) replayed[t.id].push(await replayTap(copy.page));
  await copy.page.close();
}
for (const page of Object.values(pages)) await page.close();

// The floor page, tapped as often as one table, at the same slowdown.
const floor = await slowPage();
await floor.page.goto(`${server.url}floor.html`);
await floor.page.waitForSelector('main[data-ready]');
const floorTaps = [];
for (let i = 1; i <= ROUNDS * steps.length; i++)
  floorTaps.push(
    await floor.page.evaluate(
      (n) =>
        window.__tapFrames(
          () => document.getElementById('tap').click(),
          () => document.querySelector('main').dataset.actions === String(n),
        ),
      i,
    ),
  );
await floor.page.close();
await browser.close();
server.stop();
remove();

const floorSettled = median(floorTaps.map((t) => t.settled));
const floorWork = median(floorTaps.map((t) => t.work));
console.log(`\nGame screen in Chromium at ${RATE}× CPU slowdown, 6 players (medians; ${machine()})`);
console.log(
  `  tap → its settled frame drawn, ${ROUNDS - 1} rounds per table, beside the floor page's tap (a bare page whose tap saves one value, then changes one text):`,
);
console.log(`    floor: ${ms(floorSettled)} to its frame (work ${ms(floorWork)}, the rest is the wait for vsync)`);
let later = 0;
let count = 0;
for (const t of TABLES) {
  for (const kind of ['move', 'undo', 'redo']) {
    const all = taps[t.id][kind];
    const settled = median(all.map((x) => x.settled));
    const work = median(all.map((x) => x.work));
    const again = all.filter((x) => x.frames > 0).length;
    later += again;
    count += all.length;
    console.log(
      `    ${t.mode.padEnd(7)} ${String(lengths[t.game]).padStart(4)} actions ${kind.padEnd(4)} ${ms(settled)} ${ratio(settled, floorSettled, 1.25)}   work ${ms(work)} ${ratio(work, floorWork)}   ${again === 0 ? 'settled = shown' : `${again} of ${all.length} changed a later frame`}`,
    );
  }
}
for (const [id, all] of Object.entries(replayed)) {
  const t = TABLES.find((t) => t.id === id);
  const [settled, work] = [median(all.map((x) => x.settled)), median(all.map((x) => x.work))];
  console.log(
    `    ${t.mode.padEnd(7)} ${String(lengths.long).padStart(4)} actions, the move's change to the page with no script of ours (the table's rendering alone): ${ms(settled)} ${ratio(settled, floorSettled)}   work ${ms(work)} ${ratio(work, floorWork)}`,
  );
}
console.log(
  `  settled = shown: ${later === 0 ? `every one of ${count} taps settled in the frame that showed it` : `${later} of ${count} taps changed the screen again after showing it`}`,
);
for (const kind of ['move', 'undo', 'redo'])
  console.log(
    `    ${kind.padEnd(5)} controller alone (no screen): ${ms(median(alone.short[kind]))} / ${ms(median(alone.long[kind]))}`,
  );
console.log(`    of which the store's write alone: ${ms(saveOnly.short)} / ${ms(saveOnly.long)}`);
for (const way of ['cold', 'list']) {
  const [s, l] = [median(opens.short[way]), median(opens.long[way])];
  console.log(
    `  open ${way === 'cold' ? '#/game/<id> cold  ' : 'from saved games'}, to the table drawn: ${lengths.short}: ${ms(s)}   ${lengths.long}: ${ms(l)}   ${ratio(l, s, 1.1)}`,
  );
}
const heap = (game) => median(opens[game].heap);
const perAction = (heap('long') - heap('short')) / (lengths.long - lengths.short);
console.log(
  `  memory: ${(heap('short') / 1024).toFixed(0)} KB / ${(heap('long') / 1024).toFixed(0)} KB heap after opening, ${perAction.toFixed(0)} bytes per action ${perAction <= 1024 ? 'ok' : 'over'} (goal ≤ 1024 B)`,
);
