// The one game driver of the browser tests: it plays through the English UI by the visible names of
// controls, as a person would, and after every action waits until the game has taken it.
import { expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseURL, PHONE } from './browser';

export { checkPhase } from './checks';

export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

export async function tap(page: Page, name: string | RegExp): Promise<void> {
  await button(page, name).click();
}

/** How many actions the game has taken (`data-actions` on the table's main region). */
export const actionCount = (page: Page) => page.locator('main').getAttribute('data-actions');

/** The number of actions in the log, as the screen was drawn for it. */
export async function actions(page: Page): Promise<number> {
  return Number(await actionCount(page));
}

/**
 * Waits until the controls on screen accept taps again (the double-tap guard has let go). Checked every frame in the
 * page: a locator's waitFor backs off to 500 ms between looks and saw the 350-ms guard go only ~800 ms after a tap.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('main[data-actions]:not([aria-disabled])')?.checkVisibility() === true,
    undefined,
    { timeout },
  );
}

/** Taps Continue when a challenge's outcome fills the screen (the table has read it). */
export async function continueOutcome(page: Page): Promise<void> {
  const moment = page.locator('.outcome-moment');
  if (await moment.count()) {
    await moment.locator('.moment-continue').click();
    await moment.waitFor({ state: 'detached' });
    await settled(page);
  }
}

/** Taps a control (its name, or a locator) that acts on the game and waits until the game has taken the action (or undone one). */
export async function play(page: Page, control: string | RegExp | Locator): Promise<void> {
  await continueOutcome(page);
  // A picker opened or a stack chosen holds the controls too: a click's own retries would wait up to 720 ms for them.
  await settled(page);
  const target = typeof control === 'string' || control instanceof RegExp ? button(page, control) : control;
  const before = await actionCount(page);
  await target.click();
  await page.waitForFunction((n) => document.querySelector('main')?.getAttribute('data-actions') !== n, before);
  await settled(page);
}

/** Where a double tap's second tap landed: how many ms after the redraw it waits for, on which button. */
export interface SecondTap {
  /** Measured in the page from the redraw, seen by a MutationObserver just after the guard starts: the guard's own
   *  count is at least this. Below 0 when the second tap came before the redraw. */
  ms: number;
  /** The text of the button under the second tap ('' if none). */
  button: string;
  /** Whether the second tap landed on the outcome card. */
  onCard: boolean;
}

/** The redraw a second tap is timed from: the next controls (`data-actions` changed), or the outcome card shown. */
export type Redraw = 'controls' | 'outcome card';

/** Starts watching for the next redraw of the table and the second click after now (see `secondTap`). */
export async function watchSecondTap(page: Page, redraw: Redraw = 'controls'): Promise<void> {
  await page.evaluate((card) => {
    const probe = { drawn: NaN, second: NaN, button: '', onCard: false };
    (window as unknown as { tapProbe: typeof probe }).tapProbe = probe;
    const main = document.querySelector('main')!;
    new MutationObserver((_, observer) => {
      if (card && !main.querySelector('.outcome-moment')) return;
      probe.drawn = performance.now();
      observer.disconnect();
    }).observe(main, card ? { childList: true } : { attributeFilter: ['data-actions'] });
    let clicks = 0;
    window.addEventListener(
      'click',
      function second(event) {
        if (++clicks < 2) return;
        probe.second = performance.now();
        const target = event.target as Element;
        probe.button = target.closest('button')?.textContent?.trim() ?? '';
        probe.onCard = target.closest('.outcome-moment') !== null;
        window.removeEventListener('click', second, true);
      },
      true,
    );
  }, redraw === 'outcome card');
}

/** Where the second click since `watchSecondTap` landed, once the table has redrawn and that click has arrived. */
export async function secondTap(page: Page): Promise<SecondTap> {
  const landed = await page.waitForFunction(() => {
    const { drawn, second, button, onCard } = (window as unknown as { tapProbe: SecondTapProbe }).tapProbe;
    return !Number.isNaN(drawn) && !Number.isNaN(second) && { ms: second - drawn, button, onCard };
  });
  return (await landed.jsonValue()) as SecondTap;
}

interface SecondTapProbe {
  drawn: number;
  second: number;
  button: string;
  onCard: boolean;
}

/**
 * Taps the button `name`, then, as soon as the game has taken that tap and drawn the next controls, taps the button
 * `next` (by default the same name) at its centre. On a busy machine the test's own round trips can bring the second
 * tap after the double-tap guard has let go, when it is a tap of its own: the result says when it landed.
 */
export async function doubleTapSlow(page: Page, name: string, next = name): Promise<SecondTap> {
  await settled(page);
  const target = button(page, name);
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await watchSecondTap(page);
  const before = await actionCount(page);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // One look per frame finds the redraw and, in the same look, where the next button is.
  const at = await page.waitForFunction(
    ([n, label]) => {
      if (document.querySelector('main')?.getAttribute('data-actions') === n) return false;
      const found = [...document.querySelectorAll('main button')].find((b) => b.textContent?.trim() === label);
      const r = found?.getBoundingClientRect();
      return r && { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    },
    [before, next] as const,
  );
  const { x, y } = (await at.jsonValue()) as { x: number; y: number };
  await page.mouse.click(x, y);
  return secondTap(page);
}

/** A double click on the button `name` (two clicks just apart, the second maybe before the table has redrawn). */
export async function doubleClick(page: Page, name: string): Promise<SecondTap> {
  await settled(page);
  await watchSecondTap(page);
  await button(page, name).dblclick();
  return secondTap(page);
}

/** Opens the game menu. */
export async function openMenu(page: Page): Promise<void> {
  await continueOutcome(page);
  await tap(page, 'Menu');
  await page.getByRole('dialog').waitFor();
}

/** H1: Abandon round, from the menu, confirmed. */
export async function abandonRound(page: Page): Promise<void> {
  await openMenu(page);
  await tap(page, 'Abandon round');
  await play(page, 'Abandon the round');
}

/** Waits until `text` is on the screen. */
export async function see(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Waits until the table shows `text` somewhere in its main region. */
export async function expectOnTable(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.locator('main').innerText(), { message: String(text) }).toMatch(text);
}

/** Removes the last seat of the new-game form through its row menu. */
export async function removeLastSeat(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: /^Seat options for/ }).last();
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await page
    .getByRole('button', { name: /^Remove/ })
    .last()
    .click();
}

/** Fills the new-game form with `names` (3–6), sets Last Chance, and taps `starter` if given. */
export async function fillTable(
  page: Page,
  names: string[],
  options: { lastChance?: boolean; starter?: string } = {},
): Promise<void> {
  const nameBox = (seat: number) =>
    page.getByRole('textbox', { name: `Name of the player in seat ${seat}`, exact: true });
  const rows = page.getByRole('textbox', { name: /^Name of the player in seat/ });
  await nameBox(1).waitFor();
  // Each tap is awaited until the form shows it: counting before a re-render would add one seat too many.
  for (let n = await rows.count(); n < names.length; n++) {
    await tap(page, 'Add a player');
    await nameBox(n + 1).waitFor();
  }
  for (let n = await rows.count(); n > names.length; n--) {
    await removeLastSeat(page);
    await nameBox(n).waitFor({ state: 'detached' });
  }
  for (const [i, name] of names.entries()) await nameBox(i + 1).fill(name);
  if (options.lastChance) await page.getByRole('checkbox', { name: 'Last Chance variant', exact: true }).check();
  if (options.starter)
    await page.locator('.starter-seats').getByRole('button', { name: options.starter, exact: true }).click();
}

/** Starts the game from a filled form and waits for the first round. */
export async function startFilled(page: Page): Promise<void> {
  await tap(page, 'Start the game');
  await page.getByRole('heading', { name: 'Round 1' }).waitFor();
}

/** A fresh phone in the dark theme, at the new-game form: where each scripted table starts. */
export async function openNewGameForm(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${baseURL()}#/new`);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  return page;
}

/** From any screen of the app: a new game of `names` (clockwise), the first one starting; returns the game's address. */
export async function startGame(page: Page, names: string[]): Promise<string> {
  const base = page.url().replace(/#.*$/, '');
  await page.goto(`${base}#/new`);
  await fillTable(page, names, { starter: names[0]! });
  await tap(page, 'Start the game');
  await page.waitForURL(/#\/game\/.+/);
  await button(page, 'Everyone has placed').waitFor();
  return page.url();
}

/** The current turn's name in the banner. */
export async function bannerName(page: Page): Promise<string> {
  return (await page.locator('.turn-name').textContent()) ?? '';
}

/**
 * Bids `amount`, opening the picker first when the turn shows "Bid…". It waits for one or the other:
 * right after a navigation the table may not have drawn its controls yet, and a bid must not skip the picker.
 */
export async function bid(page: Page, amount: number): Promise<void> {
  await continueOutcome(page);
  const opener = button(page, 'Bid…');
  const other = button(page, 'Other amount…');
  const raise = button(page, `Raise to ${amount}`);
  const amountButton = button(page, `Bid ${amount}`);
  await opener.or(other).or(raise).or(amountButton).first().waitFor();
  if (await raise.isVisible()) return play(page, raise);
  if (await opener.isVisible()) await opener.click();
  else if (await other.isVisible()) await other.click();
  await play(page, amountButton);
}

export async function placeAll(page: Page): Promise<void> {
  await play(page, 'Everyone has placed');
}

/** Flips on the given stack: choose it when the opponents are offered, then Flower or Skull. */
export async function flip(page: Page, disc: 'Flower' | 'Skull', owner?: string): Promise<void> {
  await continueOutcome(page);
  if (owner) {
    const option = page.locator('.stack-options').getByRole('button', { name: new RegExp(`^\\S? ?${owner}:`) });
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
    await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
  }
  await play(page, disc);
}

/** One round won by the starter: everyone places, the starter bids 1, the others pass, a flower shows. */
export async function playWinningRound(page: Page, others: number): Promise<void> {
  await placeAll(page);
  await bid(page, 1);
  for (let i = 0; i < others; i++) await play(page, 'Pass');
  await play(
    page,
    page.getByRole('group', { name: 'What does your top disc show?' }).getByRole('button', { name: 'Flower' }),
  );
}

/** The table as the players see it, without live announcements (they are not repeated after a reload). */
export function tableSummary(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
    if (!main) return '';
    for (const el of main.querySelectorAll('[aria-live], [role="status"], [role="alert"]')) el.remove();
    return (main.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

export async function liveText(page: Page): Promise<string> {
  return (await page.locator('main [aria-live="polite"].sr-only').textContent()) ?? '';
}
