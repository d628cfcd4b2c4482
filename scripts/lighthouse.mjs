// `npm run lighthouse`: builds, serves the build on a free port, runs Lighthouse (mobile, default
// throttling) three times on Debian's Chromium and prints the median score of each category.
// A benchmark, not part of `npm test`. `--skip-build` reuses the existing build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchOptions, startPreview } from './harness.mjs';

const RUNS = Number(process.env.SKULL_LH_RUNS ?? 3); // 1 for a quick look while changing something
// Run through npx at a pinned version: an optional tool, so `npm ci` does not install it (12.x: 13 wants Node 22).
const LIGHTHOUSE = 'lighthouse@12.2.3';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];
const dist = process.env.SKULL_DIST ?? 'dist';
const chrome = process.env.CHROME_PATH ?? CHROMIUM_PATH;

function lighthouse(url, out) {
  const profile = mkdtempSync(join(tmpdir(), 'skull-lh-'));
  try {
    const r = spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
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
/** Chromium's own largest-paint entries and first contentful paint for one load (the Lighthouse audit that names the
 *  element fails on this Chromium), on a phone-sized page with no service worker. */
async function ownPaints(url) {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    await context.addInitScript(() => {
      const seen = [];
      window.__paints = seen;
      const describe = (el) =>
        el ? `<${el.localName}${el.className ? `.${el.className}` : ''}> "${el.textContent.slice(0, 40)}"` : 'none';
      new PerformanceObserver((l) => {
        for (const e of l.getEntries())
          seen.push(`LCP candidate at ${Math.round(e.startTime)} ms: ${describe(e.element)}`);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) seen.push(`${e.name} at ${Math.round(e.startTime)} ms`);
      }).observe({ type: 'paint', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => window.__paints);
  } finally {
    await browser.close();
  }
}
let paints = [];
try {
  paints = await ownPaints(server.url);
  for (let i = 1; i <= RUNS; i++) {
    // A run that fails to record its trace (NO_NAVSTART, seen on a busy machine) is tried once more.
    let lhr;
    try {
      lhr = lighthouse(server.url, `reports/lighthouse-${i}.json`);
    } catch {
      lhr = lighthouse(server.url, `reports/lighthouse-${i}.json`);
    }
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
// The first visit's weight: every byte fetched during Lighthouse's load, and what was asked before the largest paint
// (observed times, unthrottled; a request started before the largest paint competes with the bytes it needs).
const KB = 1024;
const totalBytes = reports.map((r) => r.audits['total-byte-weight']?.numericValue ?? NaN);
console.log(`  ${'total-byte-weight'.padEnd(26)} ${(median(totalBytes) / KB).toFixed(1)} KB (goal ≤ 30 KB)`);
const lcpGoal = median(reports.map((r) => r.audits['largest-contentful-paint']?.numericValue ?? NaN));
const fcpGoal = median(reports.map((r) => r.audits['first-contentful-paint']?.numericValue ?? NaN));
console.log(`  LCP − FCP                  ${(lcpGoal - fcpGoal).toFixed(0)} ms (goal: LCP ≤ 1,100 ms and LCP = FCP)`);
// What the largest paint was and when the browser saw it (observed, unthrottled): when the observed LCP comes after
// the observed FCP, Lighthouse's estimate of it also counts every request started in between.
const observed = (r, key) => r.audits.metrics?.details?.items?.[0]?.[key] ?? NaN;
console.log(
  `  observed FCP / LCP         ${median(reports.map((r) => observed(r, 'observedFirstContentfulPaint'))).toFixed(0)} / ${median(reports.map((r) => observed(r, 'observedLargestContentfulPaint'))).toFixed(0)} ms (unthrottled; equal when the first paint is the largest)`,
);
console.log(`  in Chromium's own entries (one load, unthrottled): ${paints.join('; ')}`);
for (const [i, r] of reports.entries()) {
  const audit = r.audits['largest-contentful-paint-element'];
  if (audit?.errorMessage) {
    console.log(`  LCP element, run ${i + 1}        not known: the audit failed (${audit.errorMessage.slice(0, 90)}…)`);
    continue;
  }
  const [element, phases] = audit?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const phaseText = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', ');
  console.log(
    `  LCP element, run ${i + 1}        ${node?.snippet ?? 'none'} "${node?.nodeLabel ?? ''}" (${phaseText} ms)`,
  );
}
/** The requests of one run that started before its observed largest paint, and all of its requests. */
function requestsOf(r) {
  const items = r.audits['network-requests']?.details?.items ?? [];
  const start = (r.audits['network-requests']?.details?.debugData?.networkStartTimeTs ?? NaN) / 1000;
  const lcpAt = (r.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs ?? NaN) / 1000;
  const before = items.filter((i) => start + (i.rendererStartTime ?? i.networkRequestTime) < lcpAt);
  return { all: items, before };
}
const counts = reports.map(requestsOf);
const middle = counts.indexOf(
  [...counts].sort((a, b) => a.before.length - b.before.length)[Math.floor(counts.length / 2)],
);
console.log(
  `  requests                   ${median(counts.map((c) => c.all.length))} in all, ${median(counts.map((c) => c.before.length))} before the largest paint:`,
);
const short = (url) => url.replace(/^https?:\/\/[^/]+/, '');
for (const item of counts[middle].before)
  console.log(`    ${((item.transferSize ?? 0) / KB).toFixed(1).padStart(6)} KB  ${short(item.url)}`);
const after = counts[middle].all.filter((i) => !counts[middle].before.includes(i));
console.log(
  `  after it: ${after.map((i) => `${short(i.url)} (${((i.transferSize ?? 0) / KB).toFixed(1)} KB)`).join(', ')}`,
);
// The deepest chain of requests the page waited on (Lighthouse's critical request chains): 2 is the HTML and what it names.
const depth = (chains, d = 1) =>
  Math.max(d - 1, ...Object.values(chains ?? {}).map((node) => depth(node.children, d + 1)));
console.log(
  `  critical request chain     depth ${median(reports.map((r) => depth(r.audits['critical-request-chains']?.details?.chains)))} (2: the HTML and what it names directly)`,
);
// The same chains, of the middle run, each request marked when it started after the observed largest paint (a chain
// that deepens only after it does not hold the paint back).
const lcpSeconds = (r) => (r.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs ?? NaN) / 1e6;
const printChains = (chains, lcpAt, indent = 4) => {
  for (const node of Object.values(chains ?? {})) {
    const late = node.request.startTime > lcpAt ? '  (after the largest paint)' : '';
    console.log(`${' '.repeat(indent)}${short(node.request.url) || '/'}${late}`);
    printChains(node.children, lcpAt, indent + 2);
  }
};
printChains(reports[middle].audits['critical-request-chains']?.details?.chains, lcpSeconds(reports[middle]));

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
