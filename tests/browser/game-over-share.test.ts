// Issue 13: game over shows the standings, rounds and duration on one screen that never scrolls, and the result
// is shared as a picture drawn by the app (Web Share API stubbed), copied where there is no Web Share, or downloaded.
import { beforeAll, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { useBrowser, PHONE, snap } from './browser';
import { continueOutcome, playWinningRound, startGame } from './table-driver';

const browser = useBrowser();
let context: BrowserContext;
let page: Page;

/** Records what the page draws and hands to the Web Share API and the clipboard; `__shareMode` picks what the device has. */
function stubs() {
  const w = window as unknown as Record<string, unknown>;
  w.__drawn = [];
  w.__shared = [];
  w.__copied = [];
  w.__shareMode = 'files';
  const fill = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, max?: number) {
    if ((this.canvas as HTMLCanvasElement).classList?.contains('share-picture')) (w.__drawn as string[]).push(text); // not axe's own canvases
    return max === undefined ? fill.call(this, text, x, y) : fill.call(this, text, x, y, max);
  };
  const share = async (data: ShareData) => {
    if (w.__shareMode === 'abort') throw new DOMException('Share canceled', 'AbortError');
    const files = await Promise.all(
      (data.files ?? []).map(async (f) => {
        const bitmap = await createImageBitmap(f);
        return { name: f.name, type: f.type, width: bitmap.width, height: bitmap.height };
      }),
    );
    (w.__shared as unknown[]).push({ text: data.text, title: data.title, files });
  };
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    get: () => (w.__shareMode === 'none' ? undefined : share),
  });
  Object.defineProperty(Navigator.prototype, 'canShare', {
    configurable: true,
    get: () =>
      w.__shareMode === 'none'
        ? undefined
        : (data: ShareData) => (data.files ?? []).every((f) => f.type === 'image/png'),
  });
  Clipboard.prototype.writeText = async (text: string) => void (w.__copied as string[]).push(text);
}

beforeAll(async () => {
  context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(stubs);
  page = await context.newPage();
  await page.goto(inject('baseURL'));
});

const read = <T>(name: string) => page.evaluate((n) => (window as unknown as Record<string, T>)[n]!, name);
const sheet = () => page.getByRole('dialog');
const status = () => sheet().getByRole('status');

async function axe(name: string): Promise<void> {
  await expect.poll(() => axeViolations(page), { message: name }).toEqual([]);
}

it('R13: game over shows the winner, the standings, rounds and duration without scrolling, and shares the result', async () => {
  await startGame(page, ['Ana', 'Ben', 'Cleo']);
  await playWinningRound(page, 2);
  await playWinningRound(page, 2);
  await continueOutcome(page);
  await page.getByRole('heading', { level: 1, name: 'Ana wins!' }).waitFor();

  // Standings: the winner first, the others tied on successes and discs share second place.
  const rows = page.locator('.standings li');
  await expect
    .poll(() => rows.evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim())))
    .toEqual(['1 R Ana ✿✿ ●●●● 2 successes, 4 discs left', '2 B Ben ●●●● 4 discs left', '2 G Cleo ●●●● 4 discs left']);
  await expect.poll(() => page.locator('.over-facts').innerText()).toMatch(/^2 rounds · (< 1 min|\d+ min)$/);
  const layout = () =>
    page.evaluate(() => ({
      scrolls:
        document.scrollingElement!.scrollHeight > innerHeight + 1 ||
        document.scrollingElement!.scrollWidth > innerWidth + 1,
      rowsInside: [...document.querySelectorAll('.standings li')].every(
        (li) =>
          li.getBoundingClientRect().bottom <= document.querySelector('.players')!.getBoundingClientRect().bottom + 1,
      ),
    }));
  await expect.poll(layout).toEqual({ scrolls: false, rowsInside: true });
  await snap(page, 'game-over-360');
  await axe('game over');

  // The Web Share API with files: the picture (1080 px wide, drawn by the app, naming the winner first) and the text.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await sheet().getByRole('heading', { name: 'Share the result' }).waitFor();
  await expect
    .poll(() => page.locator('canvas.share-picture').evaluate((c: HTMLCanvasElement) => [c.width, c.height > 600]))
    .toEqual([1080, true]);
  await snap(page, 'game-over-share-sheet');
  await axe('share sheet');
  await sheet().getByRole('button', { name: 'Share', exact: true }).click();
  await expect.poll(() => status().innerText()).toBe('Shared.');
  const [shared] =
    await read<{ text: string; files: { name: string; type: string; width: number; height: number }[] }[]>('__shared');
  const height = await page.locator('canvas.share-picture').evaluate((c: HTMLCanvasElement) => c.height);
  expect(shared!.files).toEqual([{ name: 'skull-table.png', type: 'image/png', width: 1080, height }]);
  expect(shared!.text.split('\n')).toEqual(
    expect.arrayContaining([
      'Ana wins!',
      '1. Ana: 2 successes, 4 discs left',
      '2. Ben: 4 discs left',
      '2. Cleo: 4 discs left',
    ]),
  );
  const drawn = await read<string[]>('__drawn');
  expect(drawn[0]).toBe('Ana wins!');
  expect(drawn.indexOf('Ana', 1)).toBeLessThan(drawn.indexOf('Ben'));
  expect(drawn).toContain('2 successes, 4 discs left');

  // Closing the system sheet is not an error.
  await page.evaluate(() => ((window as unknown as Record<string, string>).__shareMode = 'abort'));
  await sheet().getByRole('button', { name: 'Share', exact: true }).click();
  await expect.poll(() => status().innerText()).toBe('Not shared.');
  await expect.poll(() => status().getAttribute('class')).not.toContain('error');

  // No Web Share API: the text goes to the clipboard.
  await page.evaluate(() => ((window as unknown as Record<string, string>).__shareMode = 'none'));
  await sheet().getByRole('button', { name: 'Share', exact: true }).click();
  await expect.poll(() => status().innerText()).toBe('Copied: paste it in your chat.');
  const [copied] = await read<string[]>('__copied');
  expect(copied).toBe(shared!.text);

  // Download: the picture and the text, as files.
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await sheet().getByRole('button', { name: 'Download' }).click();
  await expect.poll(() => status().innerText()).toBe('Picture and text downloaded.');
  await expect.poll(() => downloads.sort()).toEqual(['skull-table.png', 'skull-table.txt']);

  // Back at the table nothing has moved.
  await sheet().getByRole('button', { name: 'Back to the table' }).click();
  await page.getByRole('button', { name: 'Share', exact: true }).waitFor();
});
