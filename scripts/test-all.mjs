// `npm test`: type check, unit tests, build, budgets and browser tests, then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { CHROMIUM_PATH, chromiumVersion } from './harness.mjs';

const results = []; // { suite, passed, failed }
mkdirSync('reports', { recursive: true });

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function step(suite, cmd, args) {
  const ok = run(cmd, args);
  results.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function vitest(suite, config, report) {
  rmSync(report, { force: true });
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`];
  if (config) args.push('--config', config);
  const ok = run('node_modules/.bin/' + args[0], args.slice(1));
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests ?? 0;
    failed = (json.numFailedTests ?? 0) + (json.numFailedTestSuites ?? 0) + (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  }
  // A run that failed without counting a failure (a crash, a config error, no tests) is one failure.
  if ((!ok || passed === 0) && failed === 0) failed = 1;
  results.push({ suite, passed, failed });
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (CHROMIUM_PATH !== '/usr/bin/chromium') {
    console.error(`\nCHROMIUM_PATH points at ${CHROMIUM_PATH}, which does not exist.\n`);
    return false;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('\nThe browser tests need Debian\'s Chromium. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n');
    return false;
  }
  console.log('\nInstalling Debian\'s Chromium for the browser tests…');
  return run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']) && existsSync('/usr/bin/chromium');
}

let browserVersion = 'not run';
step('typecheck: app', 'node_modules/.bin/tsc', ['--noEmit', '-p', 'tsconfig.json']);
step('typecheck: rules (pure)', 'node_modules/.bin/tsc', ['--noEmit', '-p', 'src/rules/tsconfig.json']);
vitest('unit', null, 'reports/unit.json');
const built = step('build', 'node_modules/.bin/vite', ['build']);
if (built && existsSync('scripts/budget.mjs')) step('budget', 'node', ['scripts/budget.mjs']);
if (!built) {
  results.push({ suite: 'browser (not run: build failed)', passed: 0, failed: 1 });
} else if (!ensureChromium()) {
  results.push({ suite: 'browser (not run: no Chromium)', passed: 0, failed: 1 });
} else {
  browserVersion = chromiumVersion() ?? `unknown (${CHROMIUM_PATH} --version said nothing)`;
  console.log(`\nBrowser tests run in ${browserVersion} (${CHROMIUM_PATH})`);
  vitest('browser', 'tests/browser/vitest.config.ts', 'reports/browser.json');
}

console.log('\nSummary');
console.log(`  ran in: ${browserVersion}`);
for (const r of results) console.log(`  ${r.suite}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
