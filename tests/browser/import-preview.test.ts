// Saved games' "Import from a file" (issue 37): a file opened anywhere shows what it holds before anything is written,
// with the receive screen's preview; it is kept only on Import (then undone from Saved games like a delete), and a
// hostile file is refused with its reason, nothing changed.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, PHONE, useBrowser } from './browser';
import { importBackup } from './import-backup';
import { SLOW } from './pwa-support';
import { storedEntries as dump } from './stored';
import { nightsBackup } from './scripted-games';
import { checkPhase } from './table-driver';

const browser = useBrowser();

const NIGHT = Date.UTC(2026, 10, 29, 19);

/** The night's file with only its first game: what this device holds before the whole file is opened. */
function firstGameOnly(): string {
  const file = JSON.parse(nightsBackup(NIGHT));
  file.sessions = file.sessions.filter((s: { id: string }) => s.id === 'first');
  return JSON.stringify(file);
}

async function pick(page: Page, name: string, text: string): Promise<void> {
  await page
    .getByLabel('Import from a file')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

const notice = (page: Page) => page.locator('.sessions-notice');
const cards = (page: Page) => page.locator('.session-card');

it('a file picked in Saved games shows what it holds and writes nothing until Import; Cancel keeps nothing', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(baseURL());
  await importBackup(page, 'first.json', firstGameOnly());
  await expect.poll(() => cards(page).count(), SLOW).toBe(1);
  const before = await dump(page);

  await pick(page, 'nights.json', nightsBackup(NIGHT));
  const preview = page.getByRole('region', { name: 'What nights.json holds' });
  await preview.waitFor(SLOW);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('What nights.json holds');
  for (const line of [
    '2 games this device does not have yet.',
    '1 game already here: they are not added twice.',
    '3 players already known here.',
    'Nothing is kept until you tap Import.',
  ])
    await preview.getByText(line).waitFor();
  await checkPhase(page, 'sessions-import-preview-360');
  expect(await dump(page)).toEqual(before);
  expect(await notice(page).getAttribute('data-imports')).toBe('1'); // nothing reported since the first file

  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => preview.count()).toBe(0);
  // A keyboard or screen-reader user is back where they picked the file, not at the top of the page.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
  expect(await dump(page)).toEqual(before);
  expect(await cards(page).count()).toBe(1);

  // Picked again and imported: the two new games, and the import can be undone.
  await pick(page, 'nights.json', nightsBackup(NIGHT));
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect.poll(() => notice(page).textContent(), SLOW).toBe('2 games imported. 1 game was already here.');
  await expect.poll(() => cards(page).count(), SLOW).toBe(3);
  await page.getByRole('button', { name: 'Undo the import' }).click();
  await page.getByText(/^The import is undone/).waitFor(SLOW);
  await expect.poll(() => dump(page)).toEqual(before);
  await context.close();
});

it('a hostile file is refused with its reason in place of any preview, and nothing changes', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(baseURL());
  await importBackup(page, 'first.json', firstGameOnly());
  const before = await dump(page);
  // A good file's preview is open when the hostile ones are picked: each refusal takes its place.
  await pick(page, 'nights.json', nightsBackup(NIGHT));
  await page.getByRole('region', { name: 'What nights.json holds' }).waitFor(SLOW);
  const file = JSON.parse(nightsBackup(NIGHT));
  const files: Array<[string, string]> = [
    [
      JSON.stringify({ ...file, players: [{ id: 'p-x', name: '\u202Eevil' }] }),
      'player number 1 in the file’s player list is damaged, repeated, or has a name the new-game form would refuse',
    ],
    [
      JSON.stringify({
        ...file,
        sessions: [{ ...file.sessions[1], actions: [{ type: 'bid', player: 0, amount: 9 }] }],
      }),
      'game number 1 in the file has moves that break the rules.',
    ],
  ];
  for (const [i, [text, reason]] of files.entries()) {
    await pick(page, 'hostile.json', text);
    await page.locator(`.sessions-notice[data-imports="${i + 2}"]`).waitFor(SLOW);
    expect(await notice(page).textContent()).toMatch(/^Nothing was imported and nothing here changed: /);
    expect(await notice(page).textContent()).toContain(reason);
    expect(await page.locator('.import-preview').count()).toBe(0);
  }
  expect(await dump(page)).toEqual(before);
  await context.close();
});
