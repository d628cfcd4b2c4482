// Two phones (two browser profiles) each play a game with the same three people. One's backup, opened on the other,
// is shown first, then merged: one player list, both games in the statistics, one night. Keeping a name apart makes
// two players; the undo gives back exactly what was stored; importing the file again changes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchPersistent, PHONE, until } from './browser';
import { SLOW } from './pwa-support';
import { storedEntries as dump } from './stored';
import { continueOutcome, playWinningRound, startGame } from './table-driver';

const base = () => inject('baseURL');
const dirs: string[] = [];
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function phone(): Promise<Page> {
  const dir = mkdtempSync(join(tmpdir(), 'skull-phone-'));
  dirs.push(dir);
  const context = await launchPersistent(dir, { viewport: PHONE, locale: 'en-GB', acceptDownloads: true });
  contexts.push(context);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(base());
  return page;
}

/** Ana starts and wins two rounds. */
async function playGame(page: Page): Promise<void> {
  await startGame(page, ['Ana', 'Ben', 'Chloé']);
  await playWinningRound(page, 2);
  await playWinningRound(page, 2);
  await continueOutcome(page);
  await page.getByRole('heading', { level: 1, name: 'Ana wins!' }).waitFor();
}

/** Each player card of the statistics as "name: games played". */
async function statistics(page: Page): Promise<string[]> {
  await page.goto(`${base()}#/stats`);
  const cards = page.locator('.stats-card');
  await cards.first().waitFor(SLOW);
  return (
    await cards.evaluateAll((all) =>
      all.map((card) => `${card.querySelector('h3')?.textContent}: ${card.querySelector('dd')?.textContent}`),
    )
  ).sort();
}

async function openOnReceive(page: Page, file: Buffer): Promise<void> {
  await page.goto(`${base()}#/receive`);
  await page.getByText(/^No file has arrived/).waitFor(SLOW);
  await page
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'from-ana.json', mimeType: 'application/json', buffer: file });
  await page.getByRole('heading', { level: 2, name: 'What from-ana.json holds' }).waitFor(SLOW);
}

const sameAs = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `${name} in the file and ${name} here are the same person` });

it('a game from another phone joins this one: the same people once, both games counted, one night, undone exactly', async () => {
  const [first, second] = [await phone(), await phone()];
  await playGame(first);
  await playGame(second);

  // Send to another phone: the share sheet gets the backup as a file (here a stand-in that keeps what it was given).
  await first.evaluate(() => {
    const w = window as unknown as { __sent?: Promise<{ name: string; type: string; text: string }> };
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async ({ files }: ShareData) => {
        const file = files![0]!;
        w.__sent = file.text().then((text) => ({ name: file.name, type: file.type, text }));
      },
    });
  });
  await first.goto(`${base()}#/sessions`);
  await first.getByRole('button', { name: 'Send to another phone' }).click();
  const sent = await until(
    'the backup to reach the share sheet',
    () => first.evaluate(() => (window as unknown as { __sent?: Promise<unknown> }).__sent ?? null),
    Boolean,
  );
  const { name, type, text } = sent as { name: string; type: string; text: string };
  expect([name, type]).toEqual([`skull-table-${new Date().toISOString().slice(0, 10)}.json`, 'application/json']);
  const file = Buffer.from(text);
  const before = await dump(second);
  expect(await statistics(second)).toEqual(['Ana: 1', 'Ben: 1', 'Chloé: 1']);

  // Shown before anything is written: one new game, the three names recognised, each a choice.
  await openOnReceive(second, file);
  await second.getByText('1 game this device does not have yet.').waitFor();
  for (const name of ['Ana', 'Ben', 'Chloé']) expect(await sameAs(second, name).isChecked()).toBe(true);
  expect(await dump(second)).toEqual(before);

  // Ana in the file is someone else: kept apart, she is a player of her own.
  await sameAs(second, 'Ana').uncheck();
  await second.getByRole('button', { name: 'Import' }).click();
  await second.waitForURL(/#\/sessions$/, SLOW);
  await expect.poll(() => second.locator('.session-card').count(), SLOW).toBe(2);
  expect(await statistics(second)).toEqual(['Ana: 1', 'Ana: 1', 'Ben: 2', 'Chloé: 2']);

  // Undo from Saved games: exactly what was stored before the import.
  await second.goto(`${base()}#/sessions`);
  await second.getByRole('button', { name: 'Undo the import' }).click();
  await second.getByText(/^The import is undone/).waitFor(SLOW);
  expect(await dump(second)).toEqual(before);
  expect(await statistics(second)).toEqual(['Ana: 1', 'Ben: 1', 'Chloé: 1']);

  // The same people: one list, both games in the statistics, one night of two games Ana won.
  await openOnReceive(second, file);
  await second.getByRole('button', { name: 'Import' }).click();
  await second.waitForURL(/#\/sessions$/, SLOW);
  await second.getByRole('button', { name: 'Keep' }).click();
  expect(await statistics(second)).toEqual(['Ana: 2', 'Ben: 2', 'Chloé: 2']);
  await second.goto(`${base()}#/night`);
  await second.getByText('2 wins in 2 finished games').waitFor(SLOW);
  expect(await second.getByRole('heading', { name: 'Earlier nights' }).count()).toBe(0);

  // The same file again: nothing new, nothing to import, nothing written.
  const merged = await dump(second);
  await openOnReceive(second, file);
  await second.getByText('Everything in this file is already here: importing it changes nothing.').waitFor();
  expect(await second.getByRole('button', { name: 'Import' }).count()).toBe(0);
  expect(await dump(second)).toEqual(merged);
});
