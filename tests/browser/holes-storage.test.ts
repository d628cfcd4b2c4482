// Issue 16, holes 2 and 5 in real Chromium with the real IndexedDB: the database deleted from another
// tab, and addresses that cannot be decoded.
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, PHONE } from './browser';
import { abandonRound, play, startGame } from './table-driver';

const browser = useBrowser();

const base = () => inject('baseURL');
const actions = async (page: Page) => Number(await page.locator('main[data-actions]').getAttribute('data-actions'));

it('hole 2: the database deleted from another tab: the game tab lets it go, says "not saved", and writes the game again', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const game = await context.newPage();
  await game.goto(base());
  const address = await startGame(game, ['Ana', 'Ben', 'Cleo']);
  await play(game, game.getByRole('button', { name: 'Everyone has placed' }));
  await game.getByText('Saved on this device').waitFor();
  // Remember every save line the game tab shows from now on, however briefly.
  await game.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenSaveLines: string[] }).seenSaveLines = seen;
    new MutationObserver(() => {
      const line = document.querySelector('.save-line')?.textContent ?? '';
      if (seen[seen.length - 1] !== line) seen.push(line);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const other = await context.newPage();
  await other.goto(`${base()}#/settings`);
  // The deletion completes (it is not left "blocked") because the game tab closes its connection.
  const outcome = await other.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const req = indexedDB.deleteDatabase('skull-table');
        req.onsuccess = () => resolve('deleted');
        req.onerror = () => resolve('error');
        req.onblocked = () => setTimeout(() => resolve('blocked'), 3000);
      }),
  );
  expect(outcome).toBe('deleted');
  // The game tab said it was not saved, then wrote the game into a new database and says saved again.
  await game.waitForFunction(
    () => {
      const seen = (window as unknown as { seenSaveLines: string[] }).seenSaveLines;
      const warned = seen.findIndex((l) => /not saved/i.test(l));
      return warned >= 0 && seen.slice(warned).some((l) => l === 'Saved on this device');
    },
    undefined,
    { timeout: 30_000 },
  );
  await abandonRound(game); // from the menu, confirmed
  await game.getByText('Saved on this device').waitFor();
  const check = await context.newPage();
  await check.goto(address);
  await check.locator('main[data-actions]').waitFor();
  await expect.poll(() => actions(check)).toBe(2);
  await context.close();
});

it('hole 5: malformed addresses open a screen, and an unknown one says so with the way home', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const hash of ['#/game/%', '#/rules/%E0%A4%A', '#/new/%zz', '#/nowhere/at/all']) {
    await page.goto(`${base()}${hash}`);
    await page.reload();
    await page.locator('main h1').first().waitFor();
    expect((await page.locator('main').innerText()).trim().length, hash).toBeGreaterThan(0);
  }
  await page.getByText('There is no page at this address.').waitFor();
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'New game' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
