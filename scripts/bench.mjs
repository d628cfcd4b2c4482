// `npm run bench`: median timings of the engine, then of the app in Chromium, each goal figure beside its floor
// (docs/performance.md). Figures only; nothing here fails on a slow machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { benchBuild } from './bench-pages.mjs';

const out = mkdtempSync(join(tmpdir(), 'skull-bench-'));
await build({
  configFile: false,
  logLevel: 'silent',
  build: { outDir: out, minify: false, lib: { entry: 'src/rules/index.ts', formats: ['es'], fileName: 'rules' } },
});
const { apply, legalActions, newGame, replay } = await import(pathToFileURL(join(out, 'rules.js')).href);
rmSync(out, { recursive: true, force: true });

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A deterministic game of at least `min` actions (abandoning rounds now and then to make it long). */
function longGame(seed, min, abandonRate) {
  const random = rng(seed);
  const config = { players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'], starter: 0, lastChance: true };
  let state = newGame(config);
  const steps = [];
  while (steps.length < min) {
    if (state.phase === 'over') state = newGame(config);
    const legal = legalActions(state);
    const playable = legal.filter((a) => a.type !== 'abandonRound');
    const action =
      playable.length === 0 || random() < abandonRate
        ? legal[Math.floor(random() * legal.length)]
        : playable[Math.floor(random() * playable.length)];
    steps.push({ state, action });
    state = apply(state, action);
  }
  return { config, steps };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Median over `batches` of the mean time per call of `fn` across `items`. */
function timePerCall(items, fn, batches = 30) {
  for (const it of items) fn(it); // warm up
  const times = [];
  for (let b = 0; b < batches; b++) {
    const t0 = performance.now();
    for (const it of items) fn(it);
    times.push((performance.now() - t0) / items.length);
  }
  return median(times);
}

const corpus = longGame(1, 2000, 0.002).steps;
const applyUs = timePerCall(corpus, ({ state, action }) => apply(state, action)) * 1000;
const legalUs = timePerCall(corpus, ({ state }) => legalActions(state)) * 1000;

// A single game of 1,000 actions: abandoning rounds often (H1) keeps it going that long.
const config = { players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'], starter: 0, lastChance: true };
function gameLog(seed) {
  const random = rng(seed);
  let state = newGame(config);
  const log = [];
  while (log.length < 1000 && state.phase !== 'over') {
    const legal = legalActions(state);
    const playable = legal.filter((a) => a.type !== 'abandonRound');
    const action =
      playable.length < legal.length && random() < (state.phase === 'revealing' ? 0.8 : 0.05)
        ? legal[legal.length - 1]
        : playable[Math.floor(random() * playable.length)];
    log.push(action);
    state = apply(state, action);
  }
  return log;
}
let log = [];
for (let seed = 1; log.length < 1000 && seed < 500; seed++) log = gameLog(seed);
if (log.length < 1000) throw new Error(`no 1,000-action game found (${log.length})`);
const replayMs = timePerCall([log], (l) => replay(config, l), 50);

const fmt = (n, unit, target) =>
  `${n.toFixed(unit === 'µs' ? 2 : 3)} ${unit}${target ? ` (target ≤ ${target} ${unit})` : ''}`;
console.log('Engine (median, this machine):');
console.log(`  apply:                    ${fmt(applyUs, 'µs', 20)}   over ${corpus.length} recorded steps`);
console.log(`  legalActions:             ${fmt(legalUs, 'µs')}`);
console.log(`  replay of 1,000 actions:  ${fmt(replayMs, 'ms', 5)}`);

// Storage and the Saved games screen (1×), the game screen at 4× CPU slowdown (scripts/bench-browser.mjs), then Home's
// first control (scripts/bench-first-visit.mjs), each in Chromium and each beside its floor measured in the same run.
// The first two share one build of the app with the bench entry; the last measures a build of its own.
const shared = await benchBuild();
try {
  for (const script of ['scripts/bench-storage.mjs', 'scripts/bench-browser.mjs', 'scripts/bench-first-visit.mjs']) {
    const env = { ...process.env, SKULL_BENCH_BUILD: JSON.stringify({ out: shared.out, benchFile: shared.benchFile }) };
    const r = spawnSync('node', [script], { stdio: 'inherit', env });
    if (r.status !== 0) process.exitCode = r.status ?? 1; // a bench that could not measure; a slow figure never fails
  }
} finally {
  shared.remove();
}
