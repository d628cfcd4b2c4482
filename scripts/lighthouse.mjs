// `npm run lighthouse`: builds, serves the build on a free port, runs Lighthouse (mobile, default
// throttling) three times on Debian's Chromium and prints the median score of each category.
// A benchmark, not part of `npm test`. `--skip-build` reuses the existing build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startPreview } from './harness.mjs';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];
const dist = process.env.SKULL_DIST ?? 'dist';
const chrome = process.env.CHROME_PATH ?? CHROMIUM_PATH;

function lighthouse(url, out) {
  const profile = mkdtempSync(join(tmpdir(), 'skull-lh-'));
  try {
    const r = spawnSync(
      'node_modules/.bin/lighthouse',
      [
        url,
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
    );
    if (r.status !== 0) throw new Error(`lighthouse exited with ${r.status}`);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!process.argv.includes('--skip-build')) {
  const built = spawnSync('node_modules/.bin/vite', ['build', '--outDir', dist, '--emptyOutDir'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
mkdirSync('reports', { recursive: true });
const server = await startPreview({ outDir: dist });
const reports = [];
try {
  for (let i = 1; i <= RUNS; i++) {
    const lhr = lighthouse(server.url, `reports/lighthouse-${i}.json`);
    reports.push(lhr);
    console.log(
      `run ${i}: ${CATEGORIES.map((c) => `${c} ${Math.round((lhr.categories[c]?.score ?? 0) * 100)}`).join(', ')}`,
    );
  }
} finally {
  server.stop();
}

console.log(
  `\nLighthouse ${reports[0].lighthouseVersion}, ${reports[0].configSettings.formFactor}, median of ${RUNS} runs`,
);
// Lighthouse's CPU benchmark: about 1,000+ on an idle machine of this kind; a busy machine scores performance lower.
console.log(`  CPU benchmark index ${Math.round(median(reports.map((r) => r.environment.benchmarkIndex)))}`);
for (const c of CATEGORIES) {
  console.log(
    `  ${c.padEnd(15)} ${String(Math.round(median(reports.map((r) => (r.categories[c]?.score ?? 0) * 100)))).padStart(3)}`,
  );
}
const metrics = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
for (const id of metrics) {
  const values = reports.map((r) => r.audits[id]?.numericValue ?? NaN);
  const unit = id === 'cumulative-layout-shift' ? '' : ' ms';
  console.log(`  ${id.padEnd(26)} ${median(values).toFixed(id === 'cumulative-layout-shift' ? 3 : 0)}${unit}`);
}
// What kept a category below 100, so the figures can be acted on.
const failing = new Set();
for (const r of reports) {
  for (const c of CATEGORIES) {
    for (const ref of r.categories[c]?.auditRefs ?? []) {
      const audit = r.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failing.add(`${c}: ${ref.id} (${audit.title})`);
    }
  }
}
if (failing.size)
  console.log(`\nAudits below full marks in at least one run:\n${[...failing].map((f) => `  ${f}`).join('\n')}`);
