// Send to another phone, from a finished game and from a night (issue 37): one tap hands the file to the system share
// sheet where the browser can share files (Web Share stubbed: what the page hands it is recorded), else to the
// downloads; the file, named by its day and its players, holds that game or that night's games, and imports on another
// profile (another phone) through Saved games, shown before it is kept.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { baseURL, PHONE, snap, useBrowser } from './browser';
import { importBackup } from './import-backup';
import { SLOW } from './pwa-support';
import { nightsBackup } from './scripted-games';
import { checkPhase, continueOutcome, playWinningRound, startGame } from './table-driver';

const browser = useBrowser();

interface Sent {
  name: string;
  type: string;
  text: string;
}

/** Web Share as a phone has it, or not: `__files` says whether files can be shared; what is shared is kept. */
function shareStub() {
  const w = window as unknown as { __files: boolean; __sent: Promise<Sent>[] };
  w.__files = false;
  w.__sent = [];
  Object.defineProperty(Navigator.prototype, 'canShare', {
    configurable: true,
    get: () => (data: ShareData) => w.__files || (data.files ?? []).length === 0,
  });
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    get: () => async (data: ShareData) => {
      for (const f of data.files ?? []) w.__sent.push(f.text().then((text) => ({ name: f.name, type: f.type, text })));
    },
  });
}

async function phone(b: Browser, timezoneId?: string): Promise<Page> {
  const context = await b.newContext({
    viewport: PHONE,
    locale: 'en-GB',
    acceptDownloads: true,
    ...(timezoneId ? { timezoneId } : {}),
  });
  await context.addInitScript(shareStub);
  const page = await context.newPage();
  await page.goto(baseURL());
  return page;
}

const shared = (page: Page) =>
  page.evaluate(() => Promise.all((window as unknown as { __sent: Promise<Sent>[] }).__sent));

/** The ids of the games a backup file holds. */
const gamesIn = (text: string) => (JSON.parse(text) as { sessions: { id: string }[] }).sessions.map((s) => s.id);

/** "2026-12-02" where the page is: the day a file is named by. */
const dayIn = (page: Page, ms: number) => page.evaluate((t) => new Date(t).toLocaleDateString('sv'), ms); // Swedish dates read year-month-day

it('from a finished game: a download where files cannot be shared, which another phone imports, shown first; the share sheet where they can', async () => {
  const page = await phone(browser);
  const game = (await startGame(page, ['Ana', 'Ben', 'Chloé'])).split('#/game/')[1]!;
  await playWinningRound(page, 2);
  await playWinningRound(page, 2);
  await continueOutcome(page);
  await page.getByRole('heading', { level: 1, name: 'Ana wins!' }).waitFor();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('heading', { name: 'Share the result' }).waitFor();
  const send = sheet.getByRole('button', { name: 'Send this game to another phone' });
  await send.scrollIntoViewIfNeeded();
  await snap(page, 'game-over-send-360');
  await expect.poll(() => axeViolations(page)).toEqual([]);

  // No sharing of files here (a computer's browser): the file goes to the downloads, and the sheet says what next.
  const [download] = await Promise.all([page.waitForEvent('download'), send.click()]);
  const created = await page.evaluate(
    (id) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('skull-table');
        open.onsuccess = () => {
          const get = open.result.transaction('sessions').objectStore('sessions').get(`session:${id}`);
          get.onsuccess = () => resolve((get.result as { created: number }).created);
        };
      }),
    game,
  );
  expect(download.suggestedFilename()).toBe(`skull-table-${await dayIn(page, created)}-ana-ben-chloe.json`);
  await sheet
    .getByText('The backup is in your downloads: send that file to the other phone, and open it there.')
    .waitFor();
  const file = readFileSync((await download.path())!, 'utf8');
  expect(gamesIn(file)).toEqual([game]);

  // Where the phone can share files: the system share sheet gets the same file, and nothing more is said.
  await page.evaluate(() => ((window as unknown as { __files: boolean }).__files = true));
  await send.click();
  await expect.poll(async () => (await shared(page)).length).toBe(1);
  const [sent] = await shared(page);
  expect(sent!.name).toBe(download.suggestedFilename());
  expect(sent!.type).toBe('application/json');
  expect(gamesIn(sent!.text)).toEqual([game]);

  // The other phone opens it from Saved games: what it holds first, then the game, over, Ana the winner.
  const other = await phone(browser);
  await other.goto(`${baseURL()}#/sessions`);
  await other
    .getByLabel('Import from a file')
    .setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(file) });
  await other.getByRole('heading', { name: `What ${download.suggestedFilename()} holds` }).waitFor(SLOW);
  await other.getByText('1 game this device does not have yet.').waitFor();
  await other.getByRole('button', { name: 'Import', exact: true }).click();
  await other.getByText('1 game imported.').waitFor(SLOW);
  await other.goto(`${baseURL()}#/game/${game}`);
  await other.getByRole('heading', { level: 1, name: 'Ana wins!' }).waitFor(SLOW);
  await page.context().close();
  await other.context().close();
});

it('from a night: the night’s games only, named by its day where the table is, "night" and its players', async () => {
  // 22:30 in New York is 03:30 UTC the next day: a file named by the UTC day would say the day after.
  const night = Date.UTC(2026, 10, 30, 3, 30);
  const page = await phone(browser, 'America/New_York');
  await importBackup(page, 'nights.json', nightsBackup(night));
  await page.goto(`${baseURL()}#/night/first`);
  await page.getByText('2 wins in 2 finished games').waitFor(SLOW);
  await page.evaluate(() => ((window as unknown as { __files: boolean }).__files = true));
  await page.getByRole('button', { name: 'Send the night to another phone' }).click();
  await expect.poll(async () => (await shared(page)).length).toBe(1);
  const [sent] = await shared(page);
  expect(sent!.name).toBe('skull-table-2026-11-29-night-ana-ben-chloe.json');
  expect(gamesIn(sent!.text).sort()).toEqual(['first', 'second']);
  await checkPhase(page, 'night-send-360');
  await page.context().close();
});
