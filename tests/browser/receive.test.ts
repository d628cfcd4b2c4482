// A backup sent from another phone reaches the installed app: the share target's post, handled by the real service
// worker, and a file the app was opened with (window.launchQueue, filled as the browser fills it). Either way the
// receive screen shows what the file holds, and nothing is kept before Import.
import { expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE, useBrowser } from './browser';
import { reloadUnderServiceWorker, SLOW } from './pwa-support';
import { actionsOf, scriptedBackup, type Move } from './scripted-games';

const browser = useBrowser();
const base = () => inject('baseURL');

const config = { players: ['Ana', 'Ben', 'Chloé'], starter: 0 };
const moves: Move[] = ['placed', { bid: 1 }, 'pass', 'pass', { flip: 'flower' }];
const NAME = 'skull-table-2026-12-02-ana-ben-chloe.json';
const backup = scriptedBackup([{ id: 'sent', config, actions: actionsOf(config, moves) }]);

/** The saved games' ids, read straight from IndexedDB. */
function storedIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('skull-table');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('sessions')) return resolve([]);
          const keys = db.transaction('sessions').objectStore('sessions').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String).filter((k) => k.startsWith('session:')));
          };
        };
      }),
  );
}

async function previewShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2, name: `What ${NAME} holds` }).waitFor(SLOW);
  await page.getByText('1 game this device does not have yet.').waitFor();
  await page.getByText('New to this device: Ana, Ben, and Chloé.').waitFor();
  await page.getByText('Nothing is kept until you tap Import.').waitFor();
}

async function importAndSee(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Import' }).click();
  await page.waitForURL(/#\/sessions$/, SLOW);
  await page.locator('.session-card').first().waitFor(SLOW);
  expect(await storedIds(page)).toEqual(['session:sent']);
}

it('the manifest makes the app a share target and a file handler for its backups, within its scope', async () => {
  const manifest = await (await fetch(new URL('manifest.webmanifest', base()))).json();
  expect(manifest.share_target).toEqual({
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: 'backup', accept: ['application/json', '.json'] }] },
  });
  expect(manifest.file_handlers).toEqual([{ action: '/#/receive', accept: { 'application/json': ['.json'] } }]);
});

it('a file shared to the offline app: the service worker takes the post, keeps the file and opens what it holds', async () => {
  const context: BrowserContext = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(base());
  await reloadUnderServiceWorker(page);
  // At the table, with no network: only the service worker can answer the post.
  await context.setOffline(true);
  // The system's share sheet posts a form to the action, as a navigation: here from a page of no origin of ours.
  const sender = await context.newPage();
  await sender.setContent(
    `<form method="post" enctype="multipart/form-data" action="${base()}share-target">
       <input type="file" name="backup"><button>Send</button></form>`,
  );
  await sender.locator('input[type=file]').setInputFiles({
    name: NAME,
    mimeType: 'application/json',
    buffer: Buffer.from(backup),
  });
  await Promise.all([sender.waitForURL(/#\/receive$/, SLOW), sender.getByRole('button', { name: 'Send' }).click()]);
  await previewShown(sender);
  expect(await storedIds(sender)).toEqual([]);
  await importAndSee(sender);
  // Once imported the shared file is gone: the screen no longer offers it.
  await sender.goto(`${base()}#/receive`);
  await sender.getByText(/^No file has arrived/).waitFor(SLOW);
  await context.close();
});

it('the post from a page the worker controls (fetch with a form): redirected to the app, the file shown there', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(base());
  await reloadUnderServiceWorker(page);
  const answer = await page.evaluate(
    async ({ text, name }) => {
      const form = new FormData();
      form.append('backup', new File([text], name, { type: 'application/json' }));
      const res = await fetch('share-target', { method: 'POST', body: form });
      const path = new URL(res.url).pathname;
      return { path, status: res.status, page: (await res.text()).includes('id="app"') };
    },
    { text: backup, name: NAME },
  );
  // Answered with the app's page (its start address, from the precache), not the action's: the worker redirected.
  expect(answer).toEqual({
    path: expect.stringMatching(/^\/(index\.html)?$/),
    status: 200,
    page: true,
  });
  await page.goto(`${base()}#/receive`);
  await previewShown(page);
  // Cancel keeps nothing, and forgets the file.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText(/^No file has arrived/).waitFor();
  expect(await storedIds(page)).toEqual([]);
  await context.close();
});

it('a shared file too large to read: only its size is kept, the receive screen says why, and nothing is kept', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(base());
  await reloadUnderServiceWorker(page);
  const status = await page.evaluate(async () => {
    const form = new FormData();
    form.append('backup', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.json', { type: 'application/json' }));
    return (await fetch('share-target', { method: 'POST', body: form })).status;
  });
  expect(status).toBe(200);
  await page.goto(`${base()}#/receive`);
  await expect
    .poll(() => page.getByRole('alert').textContent(), SLOW)
    .toBe('Nothing was imported and nothing here changed: the file is larger than 5 MB.');
  expect(await storedIds(page)).toEqual([]);
  await context.close();
});

it('a file the app was opened with (launchQueue, filled before the app runs): shown, then imported', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(
    ({ text, name }) => {
      const file = new File([text], name, { type: 'application/json' });
      const handle = { kind: 'file', name, getFile: async () => file };
      // As the browser does: the launch waits in the queue until the page sets a consumer, then reaches it.
      Object.defineProperty(window, 'launchQueue', {
        value: {
          setConsumer: (consumer: (p: unknown) => void) => consumer({ targetURL: location.href, files: [handle] }),
        },
      });
    },
    { text: backup, name: NAME },
  );
  const page = await context.newPage();
  await page.goto(`${base()}#/receive`);
  await previewShown(page);
  expect(await storedIds(page)).toEqual([]);
  await importAndSee(page);
  await context.close();
});

it('a hostile file opened with the app is refused with its reason, and nothing is kept', async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(() => {
    const file = new File(
      ['{"format":"skull-table-sessions","version":1,"sessions":[{"__proto__":{"x":1}}]}'],
      'evil.json',
    );
    Object.defineProperty(window, 'launchQueue', {
      value: {
        setConsumer: (consumer: (p: unknown) => void) =>
          consumer({ files: [{ kind: 'file', getFile: async () => file }] }),
      },
    });
  });
  const page = await context.newPage();
  await page.goto(`${base()}#/receive`);
  await expect
    .poll(() => page.getByRole('alert').textContent(), SLOW)
    .toBe('Nothing was imported and nothing here changed: game number 1 in the file is damaged.');
  expect(await storedIds(page)).toEqual([]);
  await context.close();
});
