// Drives a game through the English UI by role and name, as a player would, for the PWA and security tests.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Fills the new-game form with `names` (clockwise), the first one starting; returns the game's address. */
export async function startGame(page: Page, names: string[]): Promise<string> {
  const base = page.url().replace(/#.*$/, '');
  await page.goto(`${base}#/new`);
  const nameBox = (seat: number) => page.getByRole('textbox', { name: `Name of the player in seat ${seat}`, exact: true });
  await nameBox(1).waitFor();
  while ((await page.getByRole('textbox', { name: /^Name of the player in seat/ }).count()) < names.length) {
    await page.getByRole('button', { name: 'Add a player' }).click();
  }
  for (const [i, name] of names.entries()) await nameBox(i + 1).fill(name);
  await page.getByRole('group', { name: 'Who starts?' }).getByRole('button', { name: names[0]!, exact: true }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/game\/.+/);
  await page.getByRole('button', { name: 'Everyone has placed' }).waitFor();
  return page.url();
}

/** One round won by the starter: everyone places, the starter bids 1, the others pass, a flower shows. */
export async function playWinningRound(page: Page, others: number): Promise<void> {
  await page.getByRole('button', { name: 'Everyone has placed' }).click();
  await page.getByRole('button', { name: 'Bid…' }).click();
  await page.getByRole('button', { name: 'Bid 1', exact: true }).click();
  for (let i = 0; i < others; i++) await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await page.getByRole('group', { name: 'What does your top disc show?' }).getByRole('button', { name: 'Flower' }).click();
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
  await expect.poll(() => page.locator('main').innerText(), { message: String(text) }).toMatch(text);
}
