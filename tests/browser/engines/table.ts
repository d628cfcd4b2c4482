// The table driver's verbs on any engine (new game, play, bid, import…) and the one launch and teardown of a file;
// every wait is a bounded poll on a condition (until, browser.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { until } from '../browser';
import { controlNames, findControl, tap, tapSelector, waitFor } from './controls';
import { engineOfRun, openDriver, type Driver } from './driver';

export { controlNames, findControl, screenText, see, tap, tapSelector, waitFor, type Role } from './controls';

export const ENGINE = engineOfRun();
export const baseURL = (): string => inject('baseURL');

/** How many actions the table has taken (`data-actions` on its main region), or null off the table. */
export const actions = (d: Driver) =>
  d.evaluate(() => {
    const n = document.querySelector('main[data-actions]')?.getAttribute('data-actions');
    return n == null ? null : Number(n);
  }, null);

/** Waits until the table accepts taps again (the double-tap guard has let go). */
export const settled = (d: Driver) =>
  until(
    'the table to accept taps',
    () => d.evaluate(() => document.querySelector('main[data-actions]:not([aria-disabled])') !== null, null),
    Boolean,
  );

/** Taps a control that acts on the game and waits until the game has taken it. */
export async function play(d: Driver, name: string): Promise<void> {
  await continueOutcome(d);
  await settled(d);
  const before = await actions(d);
  await tap(d, name);
  await until(
    `"${name}" to be taken`,
    () => actions(d),
    (n) => n !== before,
  );
  await settled(d);
}

/** Taps Continue when a challenge's outcome fills the screen. */
export async function continueOutcome(d: Driver): Promise<void> {
  const moment = () => d.evaluate(() => document.querySelector('.outcome-moment') !== null, null);
  if (!(await moment())) return;
  const at = await until(
    'the Continue button',
    () =>
      d.evaluate(() => {
        // The card ignores taps while its double-tap guard holds (aria-disabled), like new controls.
        const r = document
          .querySelector('.outcome-moment:not([aria-disabled]) .moment-continue')
          ?.getBoundingClientRect();
        return r ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
      }, null),
    Boolean,
  );
  await d.clickAt(at!.x, at!.y);
  await until('the outcome to close', moment, (shown) => !shown);
  await settled(d);
}

/** A new game of `names` (clockwise) from the new-game form at `base`, the first one starting; returns its address. */
export async function newGame(d: Driver, names: string[], base = baseURL()): Promise<string> {
  await d.goto(`${base}#/new`);
  const seats = async () =>
    (await controlNames(d, 'textbox')).filter((n) => n.startsWith('Name of the player in seat')).length;
  await until('the new-game form', seats, (n) => n > 0);
  while ((await seats()) < names.length) {
    const n = await seats();
    await tap(d, 'Add a player');
    await until('one more seat', seats, (m) => m > n);
  }
  // Each name is typed until the form holds it (a busy engine can lose keys to a re-render).
  const value = () => d.evaluate(() => document.querySelector<HTMLInputElement>('[data-driver-target]')?.value, null);
  for (const [i, name] of names.entries()) {
    await until(
      `seat ${i + 1} to hold ${name}`,
      async () => {
        await findControl(d, 'textbox', `Name of the player in seat ${i + 1}`);
        if ((await value()) !== name) await d.fill('[data-driver-target]', name);
        return value();
      },
      (v) => v === name,
    );
  }
  const starter = () =>
    d.evaluate(
      (n) =>
        [...document.querySelectorAll('.starter-seats button')]
          .find((b) => b.textContent?.includes(n))
          ?.getAttribute('aria-pressed') ?? null,
      names[0]!,
    );
  // Tapped until the form shows it pressed (a pick is idempotent): a quiet run's Firefox lost this one tap once.
  await until(
    `${names[0]} chosen to start`,
    async () => {
      if ((await starter()) !== 'true') await tap(d, names[0]!);
      return starter();
    },
    (p) => p === 'true',
  );
  await tap(d, 'Start the game');
  await until(
    'the first round',
    () => d.url(),
    (u) => /#\/game\/.+/.test(u),
  );
  await findControl(d, 'button', 'Everyone has placed');
  return d.url();
}

/** Imports a backup file's text through the saved-games screen, as a person does: the file is shown first (what it
 *  holds, nothing written), its Import keeps it, and the screen reports the import. A refused file is reported at
 *  once; a file holding nothing new is closed, nothing imported. */
export async function importBackup(d: Driver, text: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'skull-import-'));
  const file = join(dir, 'backup.json');
  writeFileSync(file, text);
  if (!(await d.url()).endsWith('#/sessions')) await d.goto(`${baseURL()}#/sessions`);
  await until('the import input', () => d.evaluate(() => !!document.querySelector('input[type=file]'), null), Boolean);
  // `data-imports` counts the imports this page has reported; the preview says whether the file brings anything new.
  const seen = () =>
    d.evaluate(() => {
      const preview = document.querySelector('.import-preview');
      return {
        reported: Number(document.querySelector('.sessions-notice')?.getAttribute('data-imports') ?? 0),
        preview: preview ? (preview.hasAttribute('data-nothing-new') ? 'nothing new' : 'new') : null,
      };
    }, null);
  const before = (await seen()).reported;
  await d.setFile('input[type=file]', file);
  const shown = await until(
    'the file shown or refused',
    seen,
    (s) => s.preview !== null || s.reported > before,
    60_000,
  );
  if (shown.preview === 'new') await tapSelector(d, '.import-preview .import-actions button.primary');
  if (shown.preview === 'nothing new') {
    await tapSelector(d, '.import-preview .import-actions button');
    await waitFor(d, '.import-preview', true);
  } else await until('the import to be reported', seen, (s) => s.reported > before, 60_000);
  rmSync(dir, { recursive: true, force: true });
}

/** Saves screenshots/<engine>-<name>.png for people to look at. */
export async function snap(d: Driver, name: string): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  await d.screenshot(`screenshots/${d.engine}-${name}.png`);
}

/** The one launch and teardown of an engine test file: a driver on this run's engine, its profile removed after. */
export function useDriver(size = { width: 360, height: 640 }): () => Driver {
  let driver: Driver | undefined;
  let profile = '';
  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), `skull-${ENGINE}-`));
    driver = await openDriver(ENGINE, { ...size, profile });
  });
  afterAll(async () => {
    await driver?.close();
    rmSync(profile, { recursive: true, force: true });
  });
  return () => driver!;
}

/** Bids `amount`, opening the picker first when the turn offers "Bid…" or "Other amount…". */
export async function bid(d: Driver, amount: number): Promise<void> {
  await continueOutcome(d);
  await settled(d);
  const offered = [`Raise to ${amount}`, `Bid ${amount}`, 'Bid…', 'Other amount…'];
  const names = await until(
    'a way to bid',
    () => controlNames(d, 'button'),
    (n) => n.some((x) => offered.includes(x)),
  );
  const direct = offered.slice(0, 2).find((x) => names.includes(x));
  if (direct) return play(d, direct);
  await tap(d, names.includes('Bid…') ? 'Bid…' : 'Other amount…');
  await play(d, `Bid ${amount}`);
}

/** The table as the players see it, without live announcements (they are not repeated after a reload). */
export const tableSummary = (d: Driver) =>
  d.evaluate(() => {
    const main = document.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
    if (!main) return '';
    for (const el of main.querySelectorAll('[aria-live], [role="status"], [role="alert"]')) el.remove();
    return (main.textContent ?? '').replace(/\s+/g, ' ').trim();
  }, null);
