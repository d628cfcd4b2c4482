// Where a tap's milliseconds go: Chromium at 4× CPU slowdown, a 6-player game of TRACE_ACTIONS actions
// (1,000 by default), a few taps (move, Undo, Redo, Undo) traced with CDP. Prints the main thread's time
// by kind (script, style, layout, paint, idle waits) and the functions that took the most script time.
// A tool for looking, not a bench: `node scripts/trace-tap.mjs` (unminified build, so names read). Options (env):
// TRACE_ACTIONS, TRACE_ROUNDS, TRACE_STEP (one tap of the four), TRACE_RATE (slowdown), TRACE_CSS (a style added to try it), TRACE_LAYOUTS (each layout
// and paint), TRACE_MUTATIONS (=list: what each tap changes in the page), TRACE_INCLUSIVE, TRACE_STACKS=fn,fn,
// TRACE_INVALIDATIONS (what each tap invalidates, and why), TRACE_SEQ (one tap's events in order).
import { chromium } from 'playwright-core';
import { benchBuild } from './bench-pages.mjs';
import { launchOptions, startPreview } from './harness.mjs';
import { tapFramesInPage } from './tap-frames.mjs';

const N = Number(process.env.TRACE_ACTIONS ?? 1000);
const TAPS = Number(process.env.TRACE_ROUNDS ?? 3);
// The benches' build, unminified so the functions keep their names.
const { out, benchFile, remove } = await benchBuild({ minify: false });
const server = await startPreview({ outDir: out });
const browser = await chromium.launch(launchOptions);
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  serviceWorkers: 'block',
  bypassCSP: Boolean(process.env.TRACE_CSS),
});
await context.addInitScript(tapFramesInPage);
const page = await context.newPage();
await page.goto(`${server.url}#/settings`);
const n = await page.evaluate(
  async ({ file, n }) => {
    await import(file);
    return globalThis.skullStorageBench.seedGame('trace', n);
  },
  { file: benchFile, n: N },
);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.TRACE_RATE ?? 4) });
await page.goto(`${server.url}#/game/trace`);
await page.waitForSelector(`main.table-screen[data-actions="${n}"]`);
if (process.env.TRACE_CSS) await page.addStyleTag({ content: process.env.TRACE_CSS }); // to try a style change

const tap = (selector, actions, traced = true) =>
  page.evaluate(
    async ({ selector, actions, traced }) => {
      const main = document.querySelector('main.table-screen');
      while (
        main.hasAttribute('aria-disabled') ||
        !document.querySelector(selector) ||
        document.querySelector(selector).disabled
      )
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      if (traced) performance.mark('tap');
      const t = await window.__tapFrames(
        () => document.querySelector(selector).click(),
        () => main.dataset.actions === String(actions),
        { describe: traced === 'describe' },
      );
      if (traced) performance.mark('settled');
      return t;
    },
    { selector, actions, traced },
  );

const steps = [
  ['.controls button[data-autofocus]', n + 1],
  ['.tool-undo', n],
  ['.tool-redo', n + 1],
  ['.tool-undo', n],
];
for (const [s, a] of steps) await tap(s, a); // warm up
if (process.env.TRACE_MUTATIONS) {
  // What each tap changes in the page: nodes added and removed, attributes and texts changed, and whether focus moved.
  for (const [s, a] of steps) {
    await page.evaluate(() => {
      window.__list = [];
      window.__muts = { added: 0, removed: 0, attributes: 0, text: 0, focusMoves: 0 };
      const mo = new MutationObserver((list) => {
        for (const m of list) {
          if (m.type === 'childList') {
            window.__muts.added += m.addedNodes.length;
            window.__muts.removed += m.removedNodes.length;
          } else if (m.type === 'attributes') window.__muts.attributes++;
          else window.__muts.text++;
          if (window.__list)
            window.__list.push(
              `${m.type} ${m.attributeName ?? ''} ${m.target.nodeType === 3 ? `${m.target.parentElement?.className}: ${m.target.data}` : m.target.className} +${[...m.addedNodes].map((x) => x.className ?? x.data).join(',')} -${[...m.removedNodes].map((x) => x.className ?? x.data).join(',')}`,
            );
        }
      });
      mo.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
      document.addEventListener('focusin', () => window.__muts.focusMoves++);
      window.__mo = mo;
    });
    await tap(s, a);
    const m = await page.evaluate(() => {
      window.__mo.disconnect();
      return window.__muts;
    });
    if (process.env.TRACE_MUTATIONS === 'list')
      console.log((await page.evaluate(() => window.__list.splice(0))).map((x) => `      ${x}`).join('\n'));
    console.log(
      `  ${s.padEnd(36)} added ${m.added} removed ${m.removed} attributes ${m.attributes} texts ${m.text} focus moves ${m.focusMoves}`,
    );
  }
}

const events = [];
cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
const finished = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Tracing.start', {
  categories: `devtools.timeline,blink.user_timing,v8.execute,disabled-by-default-devtools.timeline${process.env.TRACE_INVALIDATIONS ? ',disabled-by-default-devtools.timeline.invalidationTracking' : ''}`,
  transferMode: 'ReportEvents',
});
await cdp.send('Profiler.start');
const times = [];
// TRACE_FRAMES=1: what each tap changed after the frame that showed it (nothing, once every tap settles there).
if (process.env.TRACE_FRAMES)
  for (const [s, a] of steps)
    console.log(`  ${s}: ${(await tap(s, a, 'describe')).late.join('\n    ') || 'nothing later'}`);
// TRACE_STEP=0…3: trace only that tap of each round (0 is the move), the others played untraced.
const only = process.env.TRACE_STEP === undefined ? null : Number(process.env.TRACE_STEP);
for (let r = 0; r < TAPS; r++)
  for (const [i, [s, a]] of steps.entries()) {
    const t = await tap(s, a, only === null || only === i);
    if (only === null || only === i) times.push(t);
  }
const { profile } = await cdp.send('Profiler.stop');
await cdp.send('Tracing.end');
await finished;
await browser.close();
server.stop();
remove();

// Main-thread top-level kinds, inside [tap, settled] windows only.
const marks = events
  .filter((e) => e.cat.includes('blink.user_timing') && (e.name === 'tap' || e.name === 'settled'))
  .sort((a, b) => a.ts - b.ts);
const windows = [];
for (let i = 0; i + 1 < marks.length; i++)
  if (marks[i].name === 'tap' && marks[i + 1].name === 'settled') windows.push([marks[i].ts, marks[i + 1].ts]);
const inside = (ts) => windows.some(([a, b]) => ts >= a && ts <= b);
const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
const byName = new Map();
for (const e of events) {
  if (e.ph !== 'X' || !e.dur || !inside(e.ts) || (main && e.pid !== main)) continue;
  if (
    ![
      'FunctionCall',
      'EvaluateScript',
      'TimerFire',
      'FireAnimationFrame',
      'EventDispatch',
      'UpdateLayoutTree',
      'Layout',
      'Paint',
      'PrePaint',
      'Layerize',
      'Commit',
      'RunMicrotasks',
      'ParseHTML',
      'HitTest',
      'IntersectionObserverController::computeIntersections',
      'ScheduleStyleRecalculation',
      'v8.run',
      'MajorGC',
      'MinorGC',
      'V8.GC_SCAVENGER',
      'BlinkGC.AtomicPhase',
    ].includes(e.name)
  )
    continue;
  const [wall, cpu] = byName.get(e.name) ?? [0, 0];
  byName.set(e.name, [wall + e.dur / 1000, cpu + (e.tdur ?? 0) / 1000]);
}
const count = windows.length;
if (process.env.TRACE_LAYOUTS) {
  for (const e of events) {
    if (
      e.ph !== 'X' ||
      !inside(e.ts) ||
      (main && e.pid !== main) ||
      !['Layout', 'UpdateLayoutTree', 'Paint'].includes(e.name)
    )
      continue;
    if (e.name === 'Paint') {
      const q = e.args?.data?.clip ?? [];
      const xs = q.filter((_, i) => i % 2 === 0);
      const ys = q.filter((_, i) => i % 2 === 1);
      console.log(
        `  Paint ${(e.dur / 1000).toFixed(1)} ms ${Math.max(...xs) - Math.min(...xs)}×${Math.max(...ys) - Math.min(...ys)} layer ${e.args?.data?.layerId ?? ''}`,
      );
      continue;
    }
    const b = e.args?.beginData ?? {};
    const forced = b.stackTrace ? ` forced by ${b.stackTrace[0]?.functionName}` : '';
    console.log(
      `  ${e.name} ${(e.dur / 1000).toFixed(1)} ms dirty ${b.dirtyObjects ?? ''}/${b.totalObjects ?? ''} elements ${e.args?.elementCount ?? ''}${forced}`,
    );
  }
}
// TRACE_INVALIDATIONS=1: what each tap invalidates (style, layout, paint), by kind, reason and node, counted per tap.
if (process.env.TRACE_INVALIDATIONS) {
  const seen = new Map();
  for (const e of events) {
    if (!e.name.endsWith('InvalidationTracking') || !inside(e.ts)) continue;
    const d = e.args?.data ?? {};
    const key = `${e.name.replace('InvalidationTracking', '')} ${d.reason ?? d.invalidationSet?.[0]?.selectors ?? ''} ${d.nodeName ?? ''}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  console.log('  invalidations per tap (kind, reason, node):');
  for (const [k, v] of [...seen].sort((a, b) => b[1] - a[1]).slice(0, 60))
    console.log(`    ${(v / windows.length).toFixed(1).padStart(6)}  ${k}`);
}
// TRACE_SEQ=1: one tap's main-thread events in the order they ran (ms from the tap), to see what a tap waits on.
if (process.env.TRACE_SEQ) {
  const [from, to] = windows[Math.min(1, windows.length - 1)];
  const kinds = new Set([
    'FunctionCall',
    'FireAnimationFrame',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PaintImage',
    'PrePaint',
    'Layerize',
    'Commit',
    'RunMicrotasks',
    'EventDispatch',
    'TimerFire',
  ]);
  const seq = events.filter((e) => e.ts >= from && e.ts <= to && (!main || e.pid === main) && kinds.has(e.name));
  for (const e of seq.sort((a, b) => a.ts - b.ts)) {
    const d = e.args?.data ?? {};
    const what = d.functionName ?? d.type ?? d.nodeName ?? '';
    console.log(
      `  ${((e.ts - from) / 1000).toFixed(1).padStart(7)} ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ${what}`,
    );
  }
}
const rate = Number(process.env.TRACE_RATE ?? 4);
console.log(
  `\n${count} taps traced in a ${n}-action game at ${rate}× (per tap, ms, nested kinds overlap; the thread's own CPU time beside,`,
);
console.log('  which neither the slowdown nor a busy machine inflates: compare changes by it):');
for (const [k, [wall, cpu]] of [...byName].sort((a, b) => b[1][0] - a[1][0]))
  console.log(`  ${k.padEnd(28)} ${(wall / count).toFixed(1).padStart(6)}   cpu ${(cpu / count).toFixed(2)}`);
const avg = (k) => (times.reduce((s, t) => s + t[k], 0) / times.length).toFixed(1);
const later = times.filter((t) => t.frames > 0).length;
console.log(
  `  wall: shown after ${avg('shown')} ms, settled after ${avg('settled')} ms (${later === 0 ? 'settled = shown: every tap settled in the frame that showed it' : `${later} of ${times.length} taps changed the screen again, up to ${Math.max(...times.map((t) => t.frames))} frames later`})`,
);

// The sampling profile inside the tap windows (trace and profile share one clock, µs): each sample's node and its ms.
const nodes = new Map(profile.nodes.map((x) => [x.id, x]));
const parentOf = new Map();
for (const x of profile.nodes) for (const c of x.children ?? []) parentOf.set(c, x.id);
const sampled = [];
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  if (windows.some(([a, b]) => t >= a && t <= b))
    sampled.push({ id: profile.samples[i], ms: profile.timeDeltas[i] / 1000 });
}
const frameKey = (id) => {
  const f = nodes.get(id).callFrame;
  return `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
};
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const printTop = (map, most, indent) => {
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, most))
    console.log(`${indent}${(v / count).toFixed(2).padStart(6)}  ${k}`);
};

// Self time per function.
const self = new Map();
for (const { id, ms } of sampled) add(self, frameKey(id), ms);
console.log('  top self time (ms per tap):');
printTop(self, 30, '    ');

// TRACE_INCLUSIVE=1: time per tap with each function on the stack (itself and what it called).
if (process.env.TRACE_INCLUSIVE) {
  const incl = new Map();
  for (const { id: leaf, ms } of sampled) {
    const seen = new Set();
    for (let id = leaf; id !== undefined; id = parentOf.get(id)) seen.add(frameKey(id));
    for (const key of seen) add(incl, key, ms);
  }
  console.log('  inclusive time (ms per tap):');
  printTop(incl, 45, '    ');
}

// TRACE_STACKS=name,name: the call paths into those functions, with their time per tap.
if (process.env.TRACE_STACKS) {
  const wanted = new Set(process.env.TRACE_STACKS.split(','));
  const paths = new Map();
  for (const { id: leaf, ms } of sampled) {
    if (!wanted.has(nodes.get(leaf).callFrame.functionName)) continue;
    const chain = [];
    for (let k = 0, id = leaf; id !== undefined && k < 12; k++, id = parentOf.get(id))
      chain.push(`${nodes.get(id).callFrame.functionName || '(anon)'}:${nodes.get(id).callFrame.lineNumber + 1}`);
    add(paths, chain.join(' < '), ms);
  }
  printTop(paths, 12, '  ');
}
