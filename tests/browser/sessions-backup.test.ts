// The sessions screen in real Chromium: export, clear site data, import; hostile files; delete and undo; bad records.
import { readFileSync } from 'node:fs';
import { expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser, PHONE } from './browser';
import { storedEntries as dump } from './stored';
import { bid, checkPhase, placeAll, play, startGame, tableSummary } from './table-driver';

const browser = useBrowser();

const base = () => inject('baseURL');

function putRaw(page: Page, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    ([k, v]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('skull-table');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('sessions', 'readwrite');
          tx.objectStore('sessions').put(v, k as string);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [key, value] as const,
  );
}

const cards = (page: Page) => page.locator('.session-card');
const cardTitles = (page: Page) => cards(page).locator('h2').allTextContents();

async function openSessions(page: Page): Promise<void> {
  await page.goto(`${base()}#/sessions`);
  await page.getByRole('heading', { level: 1, name: 'Saved games' }).waitFor();
  await page.locator('.storage-note').waitFor();
}

async function twoGames(context: BrowserContext): Promise<{ page: Page; games: string[]; tables: string[] }> {
  const page = await context.newPage();
  await page.goto(base());
  const first = await startGame(page, ['Ana', 'Ben', 'Cleo']);
  await placeAll(page);
  await bid(page, 2);
  const firstTable = await tableSummary(page);
  const second = await startGame(page, ['Dov', 'Eli', 'Fay', 'Gus']);
  await play(page, 'Everyone has placed');
  return { page, games: [first, second], tables: [firstTable, await tableSummary(page)] };
}

const records = (rows: Array<[string, unknown]>) =>
  rows
    .filter(([k]) => k.startsWith('session:'))
    .map(([k, v]) => [k, { ...(v as object), rev: 0 }])
    .sort();

it('export everything, clear the site data, import the file: every game comes back the same', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const { page, games, tables } = await twoGames(context);
  await openSessions(page);
  await expect.poll(() => cardTitles(page)).toEqual(['Dov, Eli, Fay, and Gus', 'Ana, Ben, and Cleo']);
  await expect
    .poll(() => page.locator('.storage-note').textContent())
    .toMatch(/only on this device.*site data.*backup/s);
  await checkPhase(page, 'sessions-list-360');
  const before = await dump(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all games' }).click(),
  ]);
  const file = readFileSync((await download.path())!);
  expect(JSON.parse(file.toString())).toMatchObject({ format: 'skull-table-sessions', version: 2 });

  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base()).origin, storageTypes: 'all' });
  await page.reload();
  await page.getByText('No saved games yet', { exact: false }).waitFor();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: file });
  await page.getByText('2 games this device does not have yet.').waitFor(); // shown first, kept on Import
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByText('2 games imported.').waitFor();
  await expect.poll(() => cardTitles(page)).toEqual(['Dov, Eli, Fay, and Gus', 'Ana, Ben, and Cleo']);
  expect(records(await dump(page))).toEqual(records(before));
  await page.goto(games[0]!);
  await page.locator('main[data-actions]').waitFor();
  await expect.poll(() => tableSummary(page)).toBe(tables[0]);
  await context.close();
});

it('a hostile, foreign or oversized import is refused with a clear message and the store is unchanged', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const { page } = await twoGames(context);
  await openSessions(page);
  const before = await dump(page);
  const game = {
    id: 'evil',
    schema: 1,
    created: 0,
    updated: 0,
    config: { players: ['A', 'B', 'C'], starter: 0 },
    redo: [],
  };
  const files: Array<[string, string | Buffer]> = [
    [
      '{"format":"skull-table-sessions","version":1,"sessions":[' +
        JSON.stringify({ ...game, actions: [{ type: 'bid', player: 0, amount: 99 }] }) +
        ']}',
      'has moves that break the rules',
    ],
    ['{"format":"skull-table-sessions","version":1,"sessions":[{"__proto__":{"polluted":true},"id":"x"}]}', 'damaged'],
    [JSON.stringify({ type: 'excalidraw', elements: [] }), 'not a Skull Table export'],
    [Buffer.alloc(5 * 1024 * 1024 + 10, 32), 'larger than 5 MB'],
  ].map(([content, message]) => [message as string, content as string | Buffer]);
  for (const [i, [message, content]] of files.entries()) {
    // A 5 MB file crosses to the browser in one message: on a loaded machine that alone outlasted the usual 30 s.
    await page
      .locator('input[type=file]')
      .setInputFiles(
        { name: 'hostile.json', mimeType: 'application/json', buffer: Buffer.from(content) },
        { timeout: 120_000 },
      );
    await page.locator(`.sessions-notice[data-imports="${i + 1}"]`).waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.locator('.sessions-notice').textContent())
      .toMatch(new RegExp(`^Nothing was imported.*${message}`));
  }
  await expect.poll(() => page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  await expect.poll(() => dump(page)).toEqual(before);
  await expect.poll(() => cards(page).count()).toBe(2);
  await context.close();
});

it('delete offers a few seconds to undo; rematch opens a new game with the same table', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const { page, games } = await twoGames(context);
  await openSessions(page);
  await cards(page).first().getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Game with Dov, Eli, Fay, and Gus deleted.').waitFor();
  await expect.poll(() => cardTitles(page)).toEqual(['Ana, Ben, and Cleo']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => cardTitles(page)).toEqual(['Dov, Eli, Fay, and Gus', 'Ana, Ben, and Cleo']);
  await cards(page).last().getByRole('link', { name: 'Play again' }).click();
  await page.waitForURL(`${base()}#/new/${games[0]!.split('#/game/')[1]}`);
  await context.close();
});

it('a bad stored record is set aside and reported; the good games still list and it is left untouched', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const { page } = await twoGames(context);
  const newer = { id: 'from-the-future', schema: 99, whatever: [1, 2, 3] };
  await putRaw(page, 'session:from-the-future', newer);
  await putRaw(page, 'session:garbage', 'not a game');
  await openSessions(page);
  await page.getByRole('heading', { name: 'Games that could not be read' }).waitFor();
  await expect
    .poll(() => page.locator('.set-aside').textContent())
    .toMatch(/2 saved games could not be read.*newer version.*damaged/s);
  await expect.poll(() => cards(page).count()).toBe(2);
  await checkPhase(page, 'sessions-set-aside-360');
  const stored = new Map(await dump(page));
  expect(stored.get('session:from-the-future')).toEqual(newer);
  expect(stored.get('session:garbage')).toBe('not a game');
  await context.close();
});
