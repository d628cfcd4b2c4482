// The first control of Home visible, measured in Chromium (an in-page observer: from the start of the navigation to
// the frame that draws Home's first link), without a service worker and under a warm one. Two passes of five loads
// each, beside the floor page's measured in the same run; figures and goals are printed (ok / over), nothing fails on a
// slow machine. `--skip-build` measures dist/ (or SKULL_DIST) as it is.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machine, ratio } from './bench-pages.mjs';
import { firstControlTimes, floorBuild } from './first-visit.mjs';

// A build of its own in a temporary folder, so a bench never changes the dist/ the browser tests serve.
const reuse = process.argv.includes('--skip-build');
const dist = reuse ? (process.env.SKULL_DIST ?? 'dist') : mkdtempSync(join(tmpdir(), 'skull-bench-first-'));
if (!reuse) {
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
  if (!reuse) rmSync(dist, { recursive: true, force: true });
}
const ms = (x) => `${x.toFixed(0)} ms`;
console.log(
  `\nFirst control of Home drawn, from the navigation, beside the floor page's (a bare page with one link, served the same way and measured in turn; medians of 5, two passes; ${machine()})`,
);
for (const [way, label, goal] of [
  ['cold', 'no service worker yet', 1.25],
  ['warm', 'warm service worker  ', 1.15],
]) {
  const ours = passes.map((p) => p[way]);
  const floor = floors.map((p) => p[way]);
  const ratios = ours.map((x, i) => ratio(x, floor[i], goal));
  console.log(
    `  ${label}: ours ${ours.map(ms).join(' / ')}, floor ${floor.map(ms).join(' / ')}: ${ratios.join(' / ')}`,
  );
}
