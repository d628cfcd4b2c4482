// H1, H2: undo and redo across a round boundary, the history view, abandoning a round, keyboard play.
import { expect, it } from 'vitest';
import { useBrowser } from './browser';
import {
  abandonRound,
  bid,
  button,
  checkPhase,
  fillTable,
  flip,
  liveText,
  openMenu,
  openNewGameForm,
  placeAll,
  play,
  see,
  startFilled,
} from './table-driver';

const browser = useBrowser();

const focused = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.activeElement?.textContent ?? '');

it('H2: undo steps back over a finished challenge into round 1 and redo brings round 2 back, one tap each', async () => {
  const page = await openNewGameForm(browser);
  await fillTable(page, ['Ann', 'Bob', 'Cat'], { starter: 'Ann' });
  await startFilled(page);

  // Each phase's help opens a short summary in place and links to its rules section.
  await page.locator('summary', { hasText: 'Help' }).click();
  await expect
    .poll(() => page.getByRole('link', { name: 'Read this in the rules' }).getAttribute('href'))
    .toMatch(/^#\/rules\/placing\?from=[^&]+$/); // the rules lead back to this game (issue 33)
  await checkPhase(page, 'table-undo-help', { axe: false });
  await page.locator('summary', { hasText: 'Help' }).click();

  // Keyboard alone: focus lands on the next action, and Enter takes it.
  await placeAll(page);
  await expect.poll(() => focused(page)).toBe('Add a disc');
  await page.keyboard.press('Enter');
  await page.locator('main[data-actions="2"]').waitFor();
  await expect.poll(() => liveText(page)).toBe('Ann adds a disc (2 discs on the mat).');
  await bid(page, 3);
  await play(page, 'Pass');
  await play(page, 'Pass');
  await flip(page, 'Flower');
  await flip(page, 'Flower', 'Ann');
  await flip(page, 'Skull', 'Cat');
  await see(
    page,
    'Bob gathers all their discs, from the mat and the hand, and mixes them face down. Cat draws one without looking and puts it in the box.',
  );
  await page.getByRole('heading', { name: 'Round 2' }).waitFor();
  await checkPhase(page, 'table-undo-failure-random');

  await play(page, 'Undo');
  await page.getByRole('heading', { name: 'Round 1' }).waitFor();
  await see(page, 'Flowers: 2 of 3');
  await expect.poll(() => liveText(page)).toBe('Undone: Bob flips Cat’s disc: a skull!');
  await play(page, 'Redo');
  await page.getByRole('heading', { name: 'Round 2' }).waitFor();
  await see(
    page,
    'Bob gathers all their discs, from the mat and the hand, and mixes them face down. Cat draws one without looking and puts it in the box.',
  );
  await expect.poll(() => liveText(page)).toMatch(/^Redone: Bob flips Cat’s disc: a skull!/);

  // All the way back to the start of the game, and forward again.
  for (let i = 0; i < 8; i++) await play(page, 'Undo');
  await expect.poll(() => button(page, 'Undo').isDisabled()).toBe(true);
  await see(page, 'Everyone puts one disc face down — Ann places last.');
  for (let i = 0; i < 8; i++) await play(page, 'Redo');
  await expect.poll(() => button(page, 'Redo').isDisabled()).toBe(true);
  await page.getByRole('heading', { name: 'Round 2' }).waitFor();

  // H1: abandoning round 2 puts every disc back with the same starter.
  await placeAll(page);
  await abandonRound(page);
  await see(page, 'The round was abandoned: every disc goes back, and the same player starts again.');
  await see(page, 'Everyone puts one disc face down — Bob places last.');

  // History opens from the menu, in a sheet over the table.
  await openMenu(page);
  await button(page, 'History').click();
  await page.getByRole('heading', { level: 2, name: 'History' }).waitFor();
  await expect
    .poll(() => page.getByRole('heading', { level: 3 }).allTextContents())
    .toEqual(['Round 1', 'Round 2 (abandoned)']);
  await expect.poll(() => page.locator('.history-round').first().locator(':scope > ol > li').count()).toBe(8);
  await see(page, 'Cat passes.');
  await see(page, 'Bob flips Cat’s disc: a skull!');
  await checkPhase(page, 'table-undo-history');
  // Keyboard users keep their place: focus goes to the Menu button and never rests on the page in any frame between.
  await page.evaluate(() => {
    const w = window as Window & { focusFrames?: string[] };
    w.focusFrames = [];
    const log = () => {
      if (!w.focusFrames) return; // stopped
      w.focusFrames.push(document.activeElement?.tagName ?? 'none');
      requestAnimationFrame(log);
    };
    requestAnimationFrame(log);
  });
  await button(page, 'Back to the table').click();
  await page.getByRole('heading', { name: 'Round 2' }).waitFor();
  await expect.poll(() => focused(page)).toMatch(/Menu$/);
  const frames = await page.evaluate(() => {
    const w = window as Window & { focusFrames?: string[] };
    const seen = w.focusFrames ?? [];
    delete w.focusFrames;
    return seen;
  });
  expect(frames.filter((tag) => tag === 'BODY' || tag === 'MAIN')).toEqual([]);

  // Tablet and laptop sizes: no horizontal scrolling either.
  for (const [width, height] of [
    [768, 1024],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await checkPhase(page, `table-undo-placing-${width}`, { axe: false });
  }
  await page.context().close();
}, 300_000);
