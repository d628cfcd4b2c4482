// Issue 10's display promise in this run's engine: every phase at 360×640 and 1024×768, upright, flat and with
// players at four edges (6 players, 24-character names): no scroll, every control on screen and uncovered, names
// unbroken; axe on each phase. WebKit's MiniBrowser window is never narrower than about 447 px: there the phone
// size is the narrowest it gives (the test reads the size back and names it in the screenshots).
import { describe, expect, it } from 'vitest';
import { until } from '../browser';
import { fitProblems } from '../table-fits';
import { LONG_NAMES, PHASES, phaseBackup } from '../table-phases';
import { axeViolations } from './axe';
import type { Driver } from './driver';
import {
  actions,
  baseURL,
  importBackup,
  play,
  settled,
  snap,
  continueOutcome,
  tapSelector,
  useDriver,
  waitFor,
} from './table';

const PHONE = { width: 360, height: 640 };
const LANDSCAPE = { width: 1024, height: 768 };
const driver = useDriver(PHONE);
const players = LONG_NAMES.length;
let imported = false;

const MODES = {
  upright: null,
  flat: { flat: true },
  'four-edges': { flat: true, edges: ['left', 'near', 'near', 'right', 'far', 'far'] },
} as const;

async function open(d: Driver, phase: string): Promise<void> {
  await d.goto(`${baseURL()}#/game/${phase}-${players}`);
  await waitFor(d, 'main[data-actions]');
  await settled(d);
}

/** Checks the phase on screen at both sizes (the last size first: each size is also a first drawing). */
async function check(d: Driver, name: string, axe: boolean, sizes: { width: number; height: number }[]) {
  for (const size of sizes) {
    const got = await d.resize(size.width, size.height);
    await until(
      'the new size',
      () => d.evaluate(() => [innerWidth, innerHeight], null),
      ([w, h]) => w === got.width && h === got.height,
    );
    await d.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))), null);
    await settled(d);
    await snap(d, `display-${got.width}x${got.height}-${name}`);
    if (d.engine !== 'webkit') expect(got, 'the viewport the engine gave').toEqual(size);
    else expect(got.height, 'the viewport height').toBe(size.height);
    await expect
      .poll(() => d.evaluate(fitProblems, null), { message: `${name} at ${got.width}×${got.height}` })
      .toEqual([]);
  }
  if (axe) await expect.poll(() => axeViolations(d), { message: `${name}: axe` }).toEqual([]);
  sizes.reverse();
}

describe.each(Object.entries(MODES))('%s', (mode, layout) => {
  it(`every phase fits at 360×640 and 1024×768, ${mode}${mode === 'upright' ? ', axe on each phase' : ''}`, async () => {
    const d = driver();
    const axe = mode === 'upright';
    const sizes = [PHONE, LANDSCAPE];
    await d.resize(PHONE.width, PHONE.height);
    if (!imported) await importBackup(d, phaseBackup(LONG_NAMES));
    imported = true;
    const ids = PHASES.map((phase) => `${phase}-${players}`);
    await d.evaluate(
      ({ ids, layout }) => {
        for (const id of ids)
          if (layout) localStorage.setItem(`skull-table:flat:${id}`, JSON.stringify(layout));
          else localStorage.removeItem(`skull-table:flat:${id}`);
      },
      { ids, layout },
    );
    const look = (name: string) => check(d, `${mode}-${name}`, axe, sizes);
    await open(d, 'placing');
    await look('placing');
    await open(d, 'adding');
    await look('adding');
    await open(d, 'bidding');
    await look('bidding');
    await tapSelector(d, '.other-amount');
    await waitFor(d, '.bid-grid');
    await look('bidding-picker');
    await open(d, 'challenge');
    await look('challenge-own');
    const before = await actions(d);
    await tapSelector(d, '.flip.flower');
    await until(
      'the flip',
      () => actions(d),
      (n) => n !== before,
    );
    await settled(d);
    await tapSelector(d, '.stack-options button');
    await waitFor(d, '.flip.skull');
    await look('challenge-opponent');
    await play(d, 'Undo'); // the next mode starts from the same challenge
    await open(d, 'outcome');
    await waitFor(d, '.outcome-moment');
    await look('outcome');
    await continueOutcome(d);
    await waitFor(d, '.outcome-moment', true);
    await look('next-round');
    await open(d, 'starter');
    await continueOutcome(d);
    await waitFor(d, '.outcome-moment', true);
    await look('choose-starter');
    await open(d, 'over');
    await continueOutcome(d);
    await waitFor(d, '.standings');
    await look('game-over');
  }, 600_000);
});
