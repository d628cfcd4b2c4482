// Importing a backup through Saved games' "Import from a file", as a person does: the file is shown first (what it
// holds, nothing written), and kept on the preview's Import. It finds what it taps by class, not by words: the tests
// that use it run in every language.
import type { Page } from 'playwright-core';
import { baseURL } from './browser';

/** Imports `text` as the file `name` from Saved games (at `base`) and waits until the screen reports the import. A
 *  refused file is reported at once; a file that holds nothing new is closed, nothing imported. */
export async function importBackup(page: Page, name: string, text: string | Buffer, base = baseURL()): Promise<void> {
  if (!page.url().endsWith('#/sessions')) await page.goto(`${base}#/sessions`);
  const notice = page.locator('.sessions-notice');
  const before = Number((await notice.getAttribute('data-imports')) ?? 0);
  await page
    .locator('.sessions-tools input[type=file]')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  const preview = page.locator('.import-preview');
  const reported = page.locator(`.sessions-notice[data-imports="${before + 1}"]`);
  await preview.or(reported).first().waitFor({ timeout: 60_000 });
  if ((await preview.count()) === 0) return; // refused
  if ((await preview.getAttribute('data-nothing-new')) !== null) {
    await preview.locator('.import-actions button').click();
    await preview.waitFor({ state: 'detached' });
    return;
  }
  await preview.locator('.import-actions button.primary').click();
  await reported.waitFor({ timeout: 60_000 });
}
