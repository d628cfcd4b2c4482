// No request leaves the origin during a full game; hostile names and imported files render as text only.
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, PHONE, snap } from './browser';
import { reloadUnderServiceWorker, SLOW, watchForTrouble } from './pwa-support';
import { expectOnTable, playWinningRound, startGame } from './table-driver';

const base = () => inject('baseURL');

const browser = useBrowser();

/** Anything a hostile string could have turned into live markup. */
function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:" i], iframe, object, embed, script:not([src])',
      ),
    ].map((el) => el.outerHTML),
  );
}

it('a full game, from install to winner, with every screen visited, sends no request to another origin and breaks no policy', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const trouble = watchForTrouble(context);
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  const page = await context.newPage();
  await page.goto(base());
  await reloadUnderServiceWorker(page);
  for (const hash of ['#/rules', '#/rules/last-chance', '#/settings', '#/sessions', '#/stats', '#/practice']) {
    await page.goto(`${base()}${hash}`);
    await page.locator('main h1').first().waitFor();
  }
  await page.goto(base());
  await startGame(page, ['Ana', 'Ben', 'Chloé']);
  await playWinningRound(page, 2);
  await playWinningRound(page, 2);
  await expectOnTable(page, 'Ana wins!');
  await snap(page, 'security-full-game-over');

  const origin = new URL(base()).origin;
  expect(requests.length).toBeGreaterThan(10);
  expect(requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
  await expect.poll(() => trouble.violations(page)).toEqual([]);
  expect(trouble.dialogs).toEqual([]);
  expect(trouble.pageErrors).toEqual([]);
  expect(trouble.consoleErrors).toEqual([]);
  await context.close();
});

const HOSTILE_NAMES = ['<svg onload=alert(1)>', 'javascript:alert(1)', '"><img src=x>', 'سلام gnol'];

it('hostile player names are shown as text: no markup, no script, no dialog, no CSP violation', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const trouble = watchForTrouble(context);
  const page = await context.newPage();
  await page.goto(`${base()}#/new`);

  // A very long hostile name is refused with a message, and still never becomes markup.
  const seat1 = page.getByRole('textbox', { name: 'Name of the player in seat 1', exact: true });
  await seat1.fill(`<img src=x onerror=alert(1)>${'W'.repeat(300)}`);
  await seat1.blur();
  await expect.poll(() => page.getByText(/^Keep it to 24 characters/).count(), SLOW).toBe(1);
  await expect.poll(() => injectedMarkup(page)).toEqual([]);
  // A bidi override would show the name reversed: the form refuses it (issue 16, hole 6).
  await seat1.fill('سلام \u202Egnol\u202C');
  await expect.poll(() => page.getByText(/not invisible characters/).count(), SLOW).toBe(1);

  await startGame(page, HOSTILE_NAMES);
  for (const name of HOSTILE_NAMES)
    await expect.poll(() => page.getByText(name).count(), { message: name }).toBeGreaterThan(0);
  await playWinningRound(page, HOSTILE_NAMES.length - 1);
  await expectOnTable(page, 'Round 2');
  await snap(page, 'security-hostile-names');
  await page.goto(`${base()}#/sessions`);
  await expect.poll(() => page.getByText(HOSTILE_NAMES[0]!).count(), SLOW).toBeGreaterThan(0);

  await expect.poll(() => injectedMarkup(page)).toEqual([]);
  await expect.poll(() => trouble.violations(page)).toEqual([]);
  expect(trouble.dialogs).toEqual([]);
  expect(trouble.pageErrors).toEqual([]);
  await context.close();
});

// Every name passes the rules imports share with the new-game form (24 characters, nothing invisible).
const IMPORTED_NAMES = [
  '<img src=x onerror=a()>',
  'javascript:alert(1)',
  'evil مرحبا مرحبا',
  '</h2><script>a()</script',
];
// A bidi override would show this name reversed: imports refuse it (issue 16, hole 6).
const OVERRIDE_NAME = `\u202Eevil\u202C مرحبا`;
const LONG_NAME = `Long${'W'.repeat(400)}</h2><script>alert(2)</script>`;

/** A well-formed export whose every string is hostile, with prototype-pollution keys riding along. */
function hostileExport(names: string[] = IMPORTED_NAMES): string {
  const now = Date.now();
  const session = {
    id: 'hostile-import',
    schema: 1,
    created: now,
    updated: now,
    config: { players: names, starter: 0, __proto__: { polluted: 'config' } },
    actions: [{ type: 'placeFirst', note: '<img src=x onerror=alert(3)>' }],
    redo: [],
    constructor: { prototype: { polluted: 'constructor' } },
  };
  // JSON.stringify drops a literal __proto__ key, so it is spliced into the text.
  return JSON.stringify({
    format: 'skull-table-sessions',
    version: 1,
    exported: new Date(now).toISOString(),
    sessions: [session],
  })
    .replace('{"format"', '{"__proto__":{"polluted":"top"},"format"')
    .replace('"starter":0', '"starter":0,"__proto__":{"polluted":"config"}');
}

it('an imported file with hostile names and keys renders as text; a file of markup is refused', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const trouble = watchForTrouble(context);
  const page = await context.newPage();
  await page.goto(`${base()}#/sessions`);
  const notice = page.locator('.sessions-notice');
  const importFile = page.getByLabel('Import from a file');

  await importFile.setInputFiles({
    name: 'games.json',
    mimeType: 'application/json',
    buffer: Buffer.from('<script>alert(1)</script><img src=x onerror=alert(1)>'),
  });
  await expect.poll(() => notice.textContent(), SLOW).toMatch(/^Nothing was imported/);

  // A name longer than the form allows is refused, like a file of markup, and nothing is stored.
  await importFile.setInputFiles({
    name: 'games.json',
    mimeType: 'application/json',
    buffer: Buffer.from(hostileExport([...IMPORTED_NAMES, LONG_NAME])),
  });
  await expect.poll(() => notice.textContent(), SLOW).toMatch(/^Nothing was imported.*longer than 24 characters/);
  await expect.poll(() => page.getByRole('link', { name: 'Open' }).count()).toBe(0);
  await importFile.setInputFiles({
    name: 'games.json',
    mimeType: 'application/json',
    buffer: Buffer.from(hostileExport([...IMPORTED_NAMES.slice(0, 3), OVERRIDE_NAME])),
  });
  await expect.poll(() => notice.textContent(), SLOW).toMatch(/^Nothing was imported.*invisible characters/);
  await expect.poll(() => page.getByRole('link', { name: 'Open' }).count()).toBe(0);

  await importFile.setInputFiles({
    name: 'games.json',
    mimeType: 'application/json',
    buffer: Buffer.from(hostileExport()),
  });
  // What the file holds is shown first, its names as text.
  await page.locator('.import-preview').waitFor(SLOW);
  await expect.poll(() => injectedMarkup(page)).toEqual([]);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect.poll(() => notice.textContent(), SLOW).toBe('1 game imported.');
  await expect
    .poll(
      () =>
        page
          .getByRole('heading', {
            level: 2,
            name: new Intl.ListFormat('en', { type: 'conjunction' }).format(IMPORTED_NAMES),
          })
          .count(),
      SLOW,
    )
    .toBe(1);
  await snap(page, 'security-hostile-import');
  await expect.poll(() => injectedMarkup(page)).toEqual([]);

  await page.getByRole('link', { name: 'Open' }).click();
  await page.waitForURL(/#\/game\/hostile-import$/);
  await expectOnTable(page, IMPORTED_NAMES[0]!);
  for (const name of IMPORTED_NAMES)
    await expect.poll(() => page.getByText(name).count(), { message: name }).toBeGreaterThan(0);
  await snap(page, 'security-hostile-import-table');

  await expect.poll(() => page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  await expect.poll(() => injectedMarkup(page)).toEqual([]);
  await expect.poll(() => trouble.violations(page)).toEqual([]);
  expect(trouble.dialogs).toEqual([]);
  expect(trouble.pageErrors).toEqual([]);
  await context.close();
});
