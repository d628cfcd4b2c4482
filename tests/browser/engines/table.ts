// The table driver's verbs on any engine: controls found by role and visible name in the page, tapped with the
// engine's real pointer at their centre; every wait is a bounded poll on a condition (until, browser.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { until } from '../browser';
import { engineOfRun, openDriver, type Driver } from './driver';

export const ENGINE = engineOfRun();
export const baseURL = (): string => inject('baseURL');

export type Role = 'button' | 'link' | 'textbox' | 'heading' | 'checkbox';

/** In the page: the enabled, visible control of `role` named `name`, scrolled into view, and its centre. */
const locate = ({ role, name }: { role: Role; name: string | null }) => {
  const selectors: Record<string, string> = {
    button: 'button, [role=button], input[type=button]',
    link: 'a[href]',
    textbox: 'input:not([type]), input[type=text], textarea',
    heading: 'h1, h2, h3, [role=heading]',
    checkbox: 'input[type=checkbox]',
  };
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  // The text a screen reader reads: what aria-hidden parts and pictures leave.
  const textOf = (el: Element): string => {
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"], svg').forEach((e) => e.remove());
    return copy.textContent ?? '';
  };
  const nameOf = (el: Element) => {
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return clean(
        by
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    if (el.getAttribute('aria-label')) return clean(el.getAttribute('aria-label'));
    const labels = (el as HTMLInputElement).labels;
    if (labels?.length) return clean([...labels].map((l) => l.textContent).join(' '));
    return clean(textOf(el));
  };
  const visible = [...document.querySelectorAll(selectors[role]!)].filter(
    (el) => (el as HTMLElement).checkVisibility?.() !== false,
  );
  if (name === null) return { names: visible.map(nameOf) };
  const found = visible.find((el) => nameOf(el) === name);
  if (!found) return null;
  document.querySelectorAll('[data-driver-target]').forEach((el) => el.removeAttribute('data-driver-target'));
  found.setAttribute('data-driver-target', '');
  found.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = found.getBoundingClientRect();
  const disabled = (found as HTMLButtonElement).disabled || found.getAttribute('aria-disabled') === 'true';
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, disabled, names: [] };
};

/** Waits for the enabled control and returns where its centre is. */
export async function findControl(d: Driver, role: Role, name: string) {
  const at = await until(
    `${role} "${name}"`,
    () => d.evaluate(locate, { role, name }),
    (c) => !!c && 'x' in c && !c.disabled,
  );
  return at as { x: number; y: number };
}

/** The names of the visible controls of `role`, in page order. */
export async function controlNames(d: Driver, role: Role): Promise<string[]> {
  return (await d.evaluate(locate, { role, name: null }))?.names ?? [];
}

/** Taps the control of `role` named `name` (a button unless said otherwise). */
export async function tap(d: Driver, name: string, role: Role = 'button'): Promise<void> {
  const { x, y } = await findControl(d, role, name);
  await d.clickAt(x, y);
}

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
        const r = document.querySelector('.outcome-moment .moment-continue')?.getBoundingClientRect();
        return r ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
      }, null),
    Boolean,
  );
  await d.clickAt(at!.x, at!.y);
  await until('the outcome to close', moment, (shown) => !shown);
  await settled(d);
}

/** The screen's text as a player reads it. */
export const screenText = (d: Driver) => d.evaluate(() => document.body.innerText.replace(/\s+/g, ' '), null);

/** Waits until `text` is on the screen. */
export const see = (d: Driver, text: string) =>
  until(
    `"${text}" on screen`,
    () => screenText(d),
    (t) => t.includes(text),
  );

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
  for (const [i, name] of names.entries()) {
    await findControl(d, 'textbox', `Name of the player in seat ${i + 1}`);
    await d.fill('[data-driver-target]', name);
  }
  await tap(d, names[0]!);
  await tap(d, 'Start the game');
  await until(
    'the first round',
    () => d.url(),
    (u) => /#\/game\/.+/.test(u),
  );
  await findControl(d, 'button', 'Everyone has placed');
  return d.url();
}

/** Imports a backup file's text through the saved-games screen and waits until the screen reports the import. */
export async function importBackup(d: Driver, text: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'skull-import-'));
  const file = join(dir, 'backup.json');
  writeFileSync(file, text);
  if (!(await d.url()).endsWith('#/sessions')) await d.goto(`${baseURL()}#/sessions`);
  await until('the import input', () => d.evaluate(() => !!document.querySelector('input[type=file]'), null), Boolean);
  // `data-imports` counts the imports this page has reported.
  const reported = () =>
    d.evaluate(() => Number(document.querySelector('.sessions-notice')?.getAttribute('data-imports') ?? 0), null);
  const before = await reported();
  await d.setFile('input[type=file]', file);
  await until('the import to be reported', reported, (n) => n > before, 60_000);
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

/** Taps the first element `selector` matches, once it is on screen. */
export async function tapSelector(d: Driver, selector: string): Promise<void> {
  const at = await until(
    selector,
    () =>
      d.evaluate((sel) => {
        const el = document.querySelector(sel);
        if (!el || (el as HTMLButtonElement).disabled) return null;
        el.scrollIntoView({ block: 'nearest' });
        const r = el.getBoundingClientRect();
        return r.width > 0 ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
      }, selector),
    Boolean,
  );
  await d.clickAt(at!.x, at!.y);
}

/** Waits until `selector` matches something in the page (or, with `gone`, nothing). */
export const waitFor = (d: Driver, selector: string, gone = false) =>
  until(
    `${selector}${gone ? ' to go' : ''}`,
    () => d.evaluate((sel) => document.querySelector(sel) !== null, selector),
    (found) => found !== gone,
  );

/** The table as the players see it, without live announcements (they are not repeated after a reload). */
export const tableSummary = (d: Driver) =>
  d.evaluate(() => {
    const main = document.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
    if (!main) return '';
    for (const el of main.querySelectorAll('[aria-live], [role="status"], [role="alert"]')) el.remove();
    return (main.textContent ?? '').replace(/\s+/g, ' ').trim();
  }, null);
