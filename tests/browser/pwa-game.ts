// Drives a game through the English UI by role and name, as a player would, for the PWA and security tests.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SLOW } from './pwa-support';

/** Fills the new-game form with `names` (clockwise), the first one starting; returns the game's address. */
export async function startGame(page: Page, names: string[]): Promise<string> {
  const base = page.url().replace(/#.*$/, '');
  await page.goto(`${base}#/new`);
  const nameBox = (seat: number) => page.getByRole('textbox', { name: `Name of the player in seat ${seat}`, exact: true });
  await nameBox(1).waitFor();
  const rows = page.getByRole('textbox', { name: /^Name of the player in seat/ });
  while ((await rows.count()) < names.length) await page.getByRole('button', { name: 'Add a player' }).click();
  while ((await rows.count()) > names.length) await page.getByRole('button', { name: /^Remove / }).last().click();
  for (const [i, name] of names.entries()) await nameBox(i + 1).fill(name);
  await page.getByRole('group', { name: 'Who starts?' }).getByRole('button', { name: names[0]!, exact: true }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/game\/.+/);
  await page.getByRole('button', { name: 'Everyone has placed' }).waitFor();
  return page.url();
}

/** Taps a control that acts on the game and waits until the game has taken the action. */
export async function play(page: Page, control: Locator): Promise<void> {
  const actions = () => page.locator('main').getAttribute('data-actions');
  // A deciding flip fills the screen with its outcome until the table taps Continue.
  const moment = page.locator('.outcome-moment');
  if (await moment.count()) {
    await moment.locator('.moment-continue').click();
    await moment.waitFor({ state: 'detached' });
  }
  const before = await actions();
  await control.click();
  await expect.poll(actions, SLOW).not.toBe(before);
  // The double-tap guard holds new controls for a moment: wait until they take taps again.
  await page.locator('main[data-actions]:not([aria-disabled])').waitFor(SLOW);
}

/** One round won by the starter: everyone places, the starter bids 1, the others pass, a flower shows. */
export async function playWinningRound(page: Page, others: number): Promise<void> {
  await play(page, page.getByRole('button', { name: 'Everyone has placed' }));
  await page.getByRole('button', { name: 'Bid…' }).click();
  await play(page, page.getByRole('button', { name: 'Bid 1', exact: true }));
  for (let i = 0; i < others; i++) await play(page, page.getByRole('button', { name: 'Pass', exact: true }));
  await play(page, page.getByRole('group', { name: 'What does your top disc show?' }).getByRole('button', { name: 'Flower' }));
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

/** Waits until the table shows `text` somewhere in its main region. */
export async function expectOnTable(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.locator('main').innerText(), { ...SLOW, message: String(text) }).toMatch(text);
}
