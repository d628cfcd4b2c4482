// Issue 10: every phase fits the screen, from 360×640 to a landscape tablet, 3 or 6 players (24-character names),
// in each language, flat mode too: no page scroll, every enabled control on screen and uncovered, names fitted, every standing in view at game over, no axe
// violation. The passes are spread over test files (table-display-*.test.ts) so that both browser workers stay busy.
// Each pass reaches every phase once and checks it at each of its sizes by resizing the page: the app follows a
// resize (names refit through the stylesheet, the side edges through a media query), and the size a phase is
// first drawn at rotates from phase to phase, so every size is also checked as the first size a screen is drawn at.
import { describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Edge } from '../../src/ui/table/flat';
import { useBrowser } from './browser';
import { fits, settled } from './table-fits';
import { LONG_NAMES, PHASES, phaseBackup, SHORT_NAMES } from './table-phases';
import { importBackup } from './import-backup';

interface Viewport {
  width: number;
  height: number;
}
const PHONE = { width: 360, height: 640 };
const TALL_PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const LANDSCAPE = { width: 1024, height: 768 };

interface Pass {
  /** Added to the screenshots' names: '' (upright), '-flat' or '-four-edges'. */
  suffix: string;
  names: string[];
  viewports: Viewport[];
  /** Where axe runs (it takes a second a page; the layout checks run at every size). */
  axe: (viewport: Viewport) => boolean;
  /** Flat on the table: each seat's edge, or 'default' (the second half of the seats at the far edge). */
  flat?: Edge[] | 'default';
  /** More checks of a phase (by its name in allPhases), at each size after the display's. */
  extra?: Partial<Record<string, (page: Page) => Promise<void>>>;
}

/** Upright: every size; axe at the smallest phone and on the landscape tablet (the two layouts apart). */
const upright = (names: string[]): Pass => ({
  suffix: '',
  names,
  viewports: [PHONE, TALL_PHONE, TABLET, LANDSCAPE],
  axe: (v) => v === PHONE || v === LANDSCAPE,
});
/** Flat on the table, the default edges, on a phone and a tablet, axe on each. */
const flat = (names: string[]): Pass => ({
  suffix: '-flat',
  names,
  viewports: [PHONE, TABLET],
  axe: () => true,
  flat: 'default',
});
/** Flat on a tablet with players at all four edges: the starter and challenger (seat 0) at the left edge, so their
 *  chip and controls are written down the screen towards them; seat 3 at the right edge. */
const fourEdges: Pass = {
  suffix: '-four-edges',
  names: LONG_NAMES,
  viewports: [TABLET, LANDSCAPE],
  axe: () => true,
  flat: ['left', 'near', 'near', 'right', 'far', 'far'],
  extra: {
    // The challenger's controls face the left edge; one chip at each side edge.
    'challenge-own': async (page) => {
      await page.locator('.controls.is-left').waitFor();
      for (const edge of ['.edge-left .chip', '.edge-right .chip'])
        await expect.poll(() => page.locator(edge).count(), { message: edge }).toBe(1);
    },
  },
};

export const PASSES = {
  upright: [upright(SHORT_NAMES), upright(LONG_NAMES)],
  flat: [flat(SHORT_NAMES), flat(LONG_NAMES), fourEdges],
};

async function open(page: Page, id: string): Promise<void> {
  await page.goto(`${inject('baseURL')}#/game/${id}`);
  await page.locator(`main[data-actions]`).waitFor({ timeout: 20_000 });
  await settled(page);
}

async function tapAndWait(page: Page, selector: string): Promise<void> {
  const before = await page.locator('main').getAttribute('data-actions');
  await page.locator(selector).first().click();
  await page.waitForFunction((n) => document.querySelector('main')?.getAttribute('data-actions') !== n, before);
  await settled(page);
}

/** Looks at the phase on screen: `name` for the screenshots; `shows`, what must still be on screen at every size. */
type Check = (name: string, shows?: string) => Promise<void>;

/** Checks of a phase in every pass, at each size, after the display's. */
const EVERY_PASS: Partial<Record<string, (page: Page, players: number, tag: string) => Promise<void>>> = {
  // Game over: every player's standing is in view, none cut off at the bottom of its area.
  'game-over': async (page, players, tag) => {
    const cut = () =>
      page.evaluate(() => {
        const area = document.querySelector('.players')!.getBoundingClientRect();
        const rows = [...document.querySelectorAll('.standings li')];
        return [
          rows.length,
          ...rows
            .filter((r) => r.getBoundingClientRect().bottom > Math.min(area.bottom, innerHeight) + 1)
            .map((r) => r.textContent),
        ];
      });
    await expect.poll(cut, { message: `${tag} standings` }).toEqual([players]);
  },
};

/** Every phase of one table, each reached once, in one page. */
async function allPhases(page: Page, players: number, check: Check): Promise<void> {
  const id = (phase: string) => `${phase}-${players}`;
  await open(page, id('placing'));
  await check('placing');
  await open(page, id('adding'));
  await check('adding');
  await open(page, id('bidding'));
  await check('bidding');
  await page.locator('.other-amount').click();
  await page.locator('.bid-grid').waitFor();
  await check('bidding-picker', '.bid-grid');
  await open(page, id('challenge'));
  await check('challenge-own');
  await tapAndWait(page, '.flip.flower');
  await page.locator('.stack-options button').first().click();
  await page.locator('.flip.skull').waitFor();
  await check('challenge-opponent', '.stack-options button[aria-pressed="true"]');
  await open(page, id('outcome'));
  await page.locator('.outcome-moment').waitFor();
  await check('outcome', '.outcome-moment');
  await page.locator('.moment-continue').click();
  await check('next-round');
  await open(page, id('starter'));
  await page.locator('.moment-continue').click();
  await check('choose-starter');
  await open(page, id('over'));
  await page.locator('.moment-continue').click();
  await check('game-over', '.standings');
}

/** Resizes the page and waits until it has laid itself out again (media queries, then the names' ResizeObserver). */
async function resize(page: Page, viewport: Viewport): Promise<void> {
  await page.setViewportSize(viewport);
  await page.waitForFunction(({ width, height }) => innerWidth === width && innerHeight === height, viewport);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Lays every phase's game of `players` flat, with each seat's edge given or the default ones. */
async function layFlat(page: Page, players: number, edges: Edge[] | 'default'): Promise<void> {
  const ids = PHASES.map((phase) => `${phase}-${players}`);
  const layout = edges === 'default' ? { flat: true } : { flat: true, edges };
  await page.evaluate(
    ({ ids, layout }) => {
      for (const id of ids) localStorage.setItem(`skull-table:flat:${id}`, JSON.stringify(layout));
    },
    { ids, layout },
  );
}

/** One pass of the matrix in one language: `locale` is the browser's (the app picks its language from it). */
function displayPass(browser: () => Browser, lang: string, locale: string, pass: Pass): void {
  const sizes = pass.viewports.map((v) => `${v.width}×${v.height}`).join(', ');
  const mode = pass.flat === undefined ? 'upright' : pass.flat === 'default' ? 'flat' : 'flat, players at four edges';
  it(`${lang}, ${pass.names.length} players, ${mode}: every phase fits at ${sizes}`, async () => {
    let at = 0; // the size the page has now: the next phase is first drawn at it
    const context = await browser().newContext({ viewport: pass.viewports[at]!, locale, colorScheme: 'dark' });
    const page = await context.newPage();
    await importBackup(page, 'phases.json', phaseBackup(pass.names));
    if (pass.flat) await layFlat(page, pass.names.length, pass.flat);
    const n = pass.viewports.length;
    const check: Check = async (name, shows) => {
      for (let i = 0; i < n; i++) {
        const viewport = pass.viewports[(at + i) % n]!;
        if (i > 0) await resize(page, viewport);
        if (shows) await page.locator(shows).first().waitFor();
        const tag = `display-${lang}-${pass.names.length}p-${viewport.width}x${viewport.height}${pass.suffix}-${name}`;
        await fits(page, tag, pass.axe(viewport));
        await EVERY_PASS[name]?.(page, pass.names.length, tag);
        await pass.extra?.[name]?.(page);
      }
      at = (at + n - 1) % n; // stays at the last size checked
    };
    await allPhases(page, pass.names.length, check);
    await context.close();
  }, 600_000);
}

/** The passes as tests of one file, in one browser. */
export function displayMatrix(lang: string, locale: string, passes: Pass[]): void {
  const browser = useBrowser();
  describe(`table display, ${lang}`, () => {
    for (const pass of passes) displayPass(() => browser, lang, locale, pass);
  });
}
