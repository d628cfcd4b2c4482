// `npm test`: type check, unit tests, build, budgets and browser tests, then one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { CHROMIUM_PATH, ENGINES, engineVersion } from './harness.mjs';

const results = []; // { suite, passed, failed, seconds }
const since = (start) => Math.round((Date.now() - start) / 1000);
mkdirSync('reports', { recursive: true });

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function step(suite, cmd, args) {
  const start = Date.now();
  const ok = run(cmd, args);
  results.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: since(start) });
  return ok;
}

/** Runs steps at the same time (short ones that need nothing from each other), then prints each one's output in turn. */
async function together(steps) {
  const outcomes = await Promise.all(
    steps.map(
      ([suite, cmd, args]) =>
        new Promise((done) => {
          const start = Date.now();
          const child = spawn(cmd, args, {
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
          });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.once('error', (e) =>
            done({ suite, cmd, args, ok: false, out: out + String(e), seconds: since(start) }),
          );
          child.once('close', (code) => done({ suite, cmd, args, ok: code === 0, out, seconds: since(start) }));
        }),
    ),
  );
  for (const { suite, cmd, args, ok, out, seconds } of outcomes) {
    console.log(`\n$ ${cmd} ${args.join(' ')}`);
    process.stdout.write(out);
    results.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  }
  return outcomes.map((o) => o.ok);
}

const vitestArgs = (config, report) => {
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile=${report}`];
  return config ? [...args, '--config', config] : args;
};

/** Counts a vitest run from its JSON report; a run that failed without counting a failure (a crash, a config
 *  error, no tests) is one failure. */
function count(suite, report, ok, start) {
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests ?? 0;
    failed =
      (json.numFailedTests ?? 0) +
      (json.numFailedTestSuites ?? 0) +
      (json.numPendingTests ?? 0) +
      (json.numTodoTests ?? 0);
  }
  if ((!ok || passed === 0) && failed === 0) failed = 1;
  results.push({ suite, passed, failed, seconds: since(start) });
}

function vitest(suite, config, report) {
  const start = Date.now();
  rmSync(report, { force: true });
  count(suite, report, run('node_modules/.bin/vitest', vitestArgs(config, report)), start);
}

/**
 * The cross-engine runs at the same time (much of a run is waiting on the app), each one's output printed in turn.
 * Each starts once the one before has loaded its config (two vitest processes bundling one config at once can fail).
 */
async function engineRuns(engines) {
  const start = Date.now();
  const runs = [];
  for (const engine of engines) {
    let loaded;
    const ready = new Promise((r) => (loaded = r));
    runs.push(
      new Promise((done) => {
        const report = `reports/engines-${engine}.json`;
        rmSync(report, { force: true });
        const args = vitestArgs('tests/browser/engines/vitest.config.ts', report);
        const child = spawn('node_modules/.bin/vitest', args, {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, ENGINE: engine, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
        });
        let out = '';
        const take = (d) => {
          out += d;
          if (out.includes('RUN')) loaded();
        };
        child.stdout.on('data', take);
        child.stderr.on('data', take);
        const end = (ok, extra = '') => {
          loaded();
          done({ engine, report, args, ok, out: out + extra });
        };
        child.once('error', (e) => end(false, String(e)));
        child.once('close', (code) => end(code === 0));
      }),
    );
    await ready;
  }
  for (const { engine, report, args, ok, out } of await Promise.all(runs)) {
    console.log(`\n$ ENGINE=${engine} node_modules/.bin/vitest ${args.join(' ')}`);
    process.stdout.write(out);
    count(`engines (${engine})`, report, ok, start);
  }
}

/** The engines whose files are missing, after installing their Debian packages when we are root. */
function ensureEngines(names) {
  const missing = () => names.filter((e) => ENGINES[e].files.some((f) => !existsSync(f)));
  const lacking = missing();
  if (lacking.length === 0) return [];
  if (lacking.includes('chromium') && CHROMIUM_PATH !== '/usr/bin/chromium') {
    console.error(`\nCHROMIUM_PATH points at ${CHROMIUM_PATH}, which does not exist.\n`);
    return lacking;
  }
  const packages = lacking.flatMap((e) => ENGINES[e].packages);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\nThe browser tests need ${lacking.join(', ')} from Debian. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n`,
    );
    return lacking;
  }
  console.log(`\nInstalling ${packages.join(' ')} from Debian for the browser tests…`);
  if (run('apt-get', ['update', '-qq'])) run('apt-get', ['install', '-y', '-qq', ...packages]);
  return missing();
}

// The engines of the cross-engine runs (tests/browser/engines). Chromium's own suite already runs every one of those
// checks in Chromium, so by default only Firefox and WebKit run them again: ENGINES=chromium,firefox,webkit adds it.
const engines = (process.env.ENGINES ?? 'firefox,webkit').split(',').filter(Boolean);
const started = Date.now();
// The type checks and the build need nothing from each other and take seconds: at the same time.
const [, , , built] = await together([
  // Biome decides layout, runs its recommended rules and keeps the layers' doors (biome.jsonc): a file it would format
  // differently, a lint finding or an import around a door fails here (`npm run format` writes the layout fix).
  ['format and lint', 'node_modules/.bin/biome', ['ci', '--colors=off', '.']],
  ['typecheck: app', 'node_modules/.bin/tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['typecheck: rules (pure)', 'node_modules/.bin/tsc', ['--noEmit', '-p', 'src/rules/tsconfig.json']],
  ['build', 'node_modules/.bin/vite', ['build']],
]);
vitest('unit', null, 'reports/unit.json');
const versions = [];
if (!built) {
  results.push({ suite: 'browser (not run: build failed)', passed: 0, failed: 1 });
} else {
  const unavailable = ensureEngines([...new Set(['chromium', ...engines])]);
  // After the browsers are installed: the budget measures the first visit in Chromium, which a clean machine lacks
  // until ensureEngines has installed it.
  if (existsSync('scripts/budget.mjs')) step('budget', 'node', ['scripts/budget.mjs']);
  for (const engine of ['chromium', ...engines.filter((e) => e !== 'chromium')]) {
    const version = unavailable.includes(engine) ? null : engineVersion(engine);
    versions.push(`${engine}: ${version ?? 'not installed'}`);
    console.log(`\n${engine}: ${version ?? 'not installed'}`);
  }
  if (unavailable.includes('chromium')) results.push({ suite: 'browser (not run: no Chromium)', passed: 0, failed: 1 });
  else vitest('browser (chromium)', 'tests/browser/vitest.config.ts', 'reports/browser.json');
  for (const engine of engines.filter((e) => unavailable.includes(e)))
    results.push({ suite: `engines (${engine}): not run, not installed`, passed: 0, failed: 1 });
  await engineRuns(engines.filter((e) => !unavailable.includes(e)));
}

console.log('\nSummary');
for (const v of versions) console.log(`  ${v}`);
for (const r of results)
  console.log(
    `  ${r.suite}: ${r.passed} passed, ${r.failed} failed${r.seconds === undefined ? '' : ` (${r.seconds} s)`}`,
  );
console.log(`  took ${since(started)} s`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
