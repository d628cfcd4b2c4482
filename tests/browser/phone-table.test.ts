// Issue 33: the phone in the middle of the table. One tap a flip once a stack is chosen, the flowers flipped shown on
// each chip, the chosen stack kept through a reload, the bidder's name on screen while the amount grid is open, and a
// score the table reads from its chairs (a size floor for the successes and the disc marks).
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../src/ui/table/table.en';
import { snap, useBrowser } from './browser';
import { cutProblems } from './whole-text';
import { actionsOf, scriptedBackup, type Move } from './scripted-games';
import { actions, play, settled } from './table-driver';
import { importBackup } from './import-backup';

const browser = useBrowser();
const config = { players: ['Ana', 'Ben', 'Cleo'], starter: 0 };
const TALL = { width: 390, height: 844 };
const SMALL = { width: 360, height: 640 };
const SIDEWAYS = { width: 844, height: 390 };

const GAMES: Record<string, Move[]> = {
  // Three discs each, Ana bids 7 of 9, Ben and Cleo pass, Ana's own three are flowers: four more to find.
  flips: [
    'placed',
    ...Array.from({ length: 6 }, (): Move => 'add'),
    { bid: 7 },
    'pass',
    'pass',
    ...Array.from({ length: 3 }, (): Move => ({ flip: 'flower' })),
  ],
  // Ana bid 1: Ben's turn to raise or pass.
  raise: ['placed', { bid: 1 }],
  // Ana wins a challenge: one success of two, a new round.
  success: ['placed', { bid: 1 }, 'pass', 'pass', { flip: 'flower' }],
};

async function openGame(page: Page, id: keyof typeof GAMES): Promise<void> {
  await importBackup(
    page,
    'games.json',
    scriptedBackup(Object.entries(GAMES).map(([g, moves]) => ({ id: g, config, actions: actionsOf(config, moves) }))),
  );
  await page.goto(`${inject('baseURL')}#/game/${id}`);
  await page.locator('main[data-actions]').waitFor();
  await settled(page);
}

/** Counts the taps the page receives from now on. */
const countTaps = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { taps: number };
    w.taps = 0;
    addEventListener('click', () => w.taps++, true);
  });
const taps = (page: Page) => page.evaluate(() => (window as unknown as { taps: number }).taps);

/** A seat's chip: what a screen reader hears (its text, or its button's label), and the flowers the eye counts. */
const chipText = (page: Page, name: string) =>
  page
    .locator('.stack-options li')
    .filter({ hasText: name })
    .first()
    .evaluate((li) => {
      const heard = `${li.textContent ?? ''} ${li.querySelector('[aria-label]')?.getAttribute('aria-label') ?? ''}`;
      return `${heard} ${'✿'.repeat(li.querySelectorAll('.mark.is-flower').length)}`;
    });

const flowerOn = (page: Page, name: string) =>
  page.getByRole('group', { name: en.whatOther(name) }).getByRole('button', { name: en.flower });
const chooseStack = (page: Page, name: string) =>
  page
    .locator('.stack-options')
    .getByRole('button', { name: new RegExp(`^${name}:`) })
    .click();

it('flipping three discs from one opponent’s stack takes one tap each once the stack is chosen, and the chips count them', async () => {
  const context = await browser.newContext({ viewport: TALL, colorScheme: 'dark' });
  const page = await context.newPage();
  await openGame(page, 'flips');
  // After her own stack the challenger's chip shows the flowers she flipped there, not "0".
  await expect.poll(() => chipText(page, 'Ana')).toContain(en.flowersFlipped(3));
  expect(await chipText(page, 'Ana')).toMatch(/ ✿✿✿$/);
  await countTaps(page);
  await chooseStack(page, 'Ben');
  for (let flip = 1; flip <= 3; flip++) {
    const flower = flowerOn(page, 'Ben');
    await expect.poll(() => flower.count(), { message: `flip ${flip}: Flower names Ben`, timeout: 5000 }).toBe(1);
    await play(page, flower);
    await expect.poll(() => chipText(page, 'Ben')).toContain(en.flowersFlipped(flip));
    expect(await chipText(page, 'Ben')).toMatch(new RegExp(` ${'✿'.repeat(flip)}$`));
  }
  expect(await actions(page)).toBe(16);
  expect(await taps(page)).toBe(4); // one to choose Ben's stack, one per disc
  await snap(page, 'phone-flips');
  await context.close();
});

it('the chosen stack is screen state: a reload keeps it', async () => {
  const context = await browser.newContext({ viewport: TALL, colorScheme: 'dark' });
  const page = await context.newPage();
  await openGame(page, 'flips');
  await chooseStack(page, 'Ben');
  await play(page, flowerOn(page, 'Ben'));
  await page.reload();
  await page.locator('main[data-actions="14"]').waitFor();
  await settled(page);
  await expect.poll(() => flowerOn(page, 'Ben').count(), { timeout: 5000 }).toBe(1);
  await context.close();
});

it('the bidder’s name stays on screen while the amount grid is open', async () => {
  for (const viewport of [TALL, SMALL, SIDEWAYS]) {
    const context = await browser.newContext({ viewport, colorScheme: 'dark' });
    const page = await context.newPage();
    await openGame(page, 'raise');
    await page.getByRole('button', { name: en.otherAmount }).click();
    await page.locator('.bid-grid').waitFor();
    await snap(page, `phone-grid-${viewport.width}x${viewport.height}`);
    const seen = await page.evaluate((name) => {
      const visible = [...document.querySelectorAll('main *')].filter((el) => {
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.includes(name));
        const box = el.getBoundingClientRect();
        return (
          own &&
          el.checkVisibility() &&
          box.width > 1 &&
          box.height > 1 &&
          box.top >= 0 &&
          box.bottom <= innerHeight &&
          !el.closest('.sr-only')
        );
      });
      return visible.length > 0;
    }, 'Ben');
    expect(seen, `${viewport.width}×${viewport.height}`).toBe(true);
    await context.close();
  }
});

it('a success reads “1/2” at arm’s length and the disc marks can be counted across the table', async () => {
  // The floors: a tall phone's empty band goes to the score (issue 33); a small one keeps the table's minimum.
  for (const [viewport, floor] of [
    [TALL, { score: 36, mark: 24 }],
    [SMALL, { score: 24, mark: 14 }],
  ] as const) {
    const context = await browser.newContext({ viewport, colorScheme: 'dark' });
    const page = await context.newPage();
    await openGame(page, 'success');
    await page.locator('.moment-continue').click();
    await settled(page);
    await snap(page, `phone-score-${viewport.width}x${viewport.height}`);
    const ana = page.locator('.chips li').filter({ hasText: 'Ana' }).first();
    const score = ana.locator('.chip-score');
    await expect.poll(() => score.textContent()).toBe('✿1/2');
    const sizes = await ana.evaluate((li) => ({
      score: parseFloat(getComputedStyle(li.querySelector('.chip-score')!).fontSize),
      marks: [...li.querySelectorAll('.mark')].map((m) => {
        const box = m.getBoundingClientRect(); // the ring's outer edge is what the eye counts
        return Math.min(box.width, box.height);
      }),
      rows: new Set([...li.querySelectorAll('.mark')].map((m) => Math.round(m.getBoundingClientRect().top))).size,
      near: li.querySelector('.is-one-away') !== null || li.classList.contains('is-one-away'),
    }));
    expect(sizes.score, `the success count at ${viewport.width}×${viewport.height}, px`).toBeGreaterThanOrEqual(
      floor.score,
    );
    expect(sizes.marks).toHaveLength(4);
    expect(Math.min(...sizes.marks), `a disc mark at ${viewport.width}×${viewport.height}, px`).toBeGreaterThanOrEqual(
      floor.mark,
    );
    expect(sizes.rows, 'the four marks on one line').toBe(1);
    expect(sizes.near, 'one success from winning is marked').toBe(true);
    // Larger, and still whole: no mark pushed onto a line of its own past the chip, no score cut by the chip's line.
    expect(await page.evaluate(cutProblems), `${viewport.width}×${viewport.height}`).toEqual([]);
    await context.close();
  }
});
