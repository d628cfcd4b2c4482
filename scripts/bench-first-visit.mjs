// The first control of Home visible, measured in Chromium (an in-page observer: from the start of the navigation to
// the frame that draws Home's first link), without a service worker and under a warm one. Two passes of five loads
// each; figures and goals are printed (ok / over), nothing fails on a slow machine. `--skip-build` reuses dist/.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { firstControlTimes, floorBuild } from './first-visit.mjs';

const dist = process.env.SKULL_DIST ?? 'dist';
if (!process.argv.includes('--skip-build')) {
  const built = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(1);
}
// Ours and the floor (a bare page with one link, scripts/first-visit.mjs) in turn, so both see the same machine.
const floor = floorBuild();
const passes = [];
const floors = [];
try {
  for (let pass = 0; pass < 2; pass++) {
    passes.push(await firstControlTimes({ outDir: dist }));
    floors.push(await firstControlTimes({ outDir: floor.dir }));
  }
} finally {
  floor.remove();
}
const ms = (x) => `${x.toFixed(0)} ms`;
const goal = (values, limit) => `${Math.max(...values) <= limit ? 'ok' : 'over'} (goal ≤ ${limit} ms)`;
console.log(
  `\nFirst control of Home drawn, from the navigation (medians of 5, two passes; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
);
const cold = passes.map((p) => p.cold);
const warm = passes.map((p) => p.warm);
console.log(`  no service worker yet:   ${cold.map(ms).join(' / ')}   ${goal(cold, 100)}`);
console.log(`  warm service worker:     ${warm.map(ms).join(' / ')}   ${goal(warm, 40)}`);
console.log(`  floor, no worker:        ${floors.map((p) => ms(p.cold)).join(' / ')}   (a bare page with one link)`);
console.log(`  floor, warm worker:      ${floors.map((p) => ms(p.warm)).join(' / ')}`);
