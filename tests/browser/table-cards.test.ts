// Issue 23 (R3): a table with a deck of cards sets up and plays a whole 4-player game at 360×640 without reading a
// word about discs, mats or the box: setup with cards (Last Chance cannot be on), the deal step, the outcome cards,
// game over and the shared text, in English and in French. Driven by the controls' places, not their words.
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANG_RULES } from '../unit/i18n/langs';
import { useBrowser, PHONE } from './browser';
import { checkPhase, continueOutcome, play, settled } from './table-driver';
import { fits } from './table-fits';
import { en as setupEn } from '../../src/ui/setup/setup.en';
import { fr as setupFr } from '../../src/ui/setup/setup.fr';
import { en as tableEn } from '../../src/ui/table/table.en';
import { fr as tableFr } from '../../src/ui/table/table.fr';
import { en as cardsEn } from '../../src/ui/table/cards.en';
import { fr as cardsFr } from '../../src/ui/table/cards.fr';
import { en as shareEn } from '../../src/ui/share/share.en';
import { fr as shareFr } from '../../src/ui/share/share.fr';

const browser = useBrowser();

type Lang = 'en' | 'fr';
const NAMES = ['Ann', 'Bob', 'Omar', 'Dan'];

/** What each language's table must say at a few moments, read from its message tables (never a copy of the words,
 *  which the language's own reads may change): the setup's Last Chance line, the card overlay, the shared text. */
type Says = Record<
  'lastChanceOff' | 'deal' | 'addCard' | 'success' | 'choice' | 'random' | 'wins' | 'standing',
  string
>;
const WORDS = {
  en: { setup: setupEn, table: tableEn, cards: cardsEn, share: shareEn },
  fr: { setup: setupFr, table: tableFr, cards: cardsFr, share: shareFr },
};
const saysIn = (lang: Lang): Says => {
  const { setup, table, cards, share } = WORDS[lang];
  return {
    lastChanceOff: setup.equipmentNoLastChance,
    deal: cards.dealTitle,
    addCard: cards.addDisc,
    success: cards.success('Bob'),
    choice: cards.failChoice('Bob'),
    random: cards.failRandom('Omar', 'Bob'),
    wins: table.winsTitle('Bob'),
    standing: share.row(1, 'Bob', cards.standingIn(2, 2)),
  };
};

/** No word of the box's objects anywhere on the page, spoken labels included. */
async function noDiscWords(page: Page, lang: Lang, where: string): Promise<void> {
  const texts = await page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? ''),
  ]);
  const found = texts.filter((t) => LANG_RULES[lang].discWords.some((w) => w.test(t)));
  expect(found, where).toEqual([]);
}

const controls = (page: Page) => page.locator('.controls');
const autofocus = (page: Page) => controls(page).locator('[data-autofocus]').first();

async function bid(page: Page, amount: number): Promise<void> {
  await continueOutcome(page);
  await settled(page);
  await controls(page).locator('.action-row button:not([data-autofocus])').first().click(); // "Bid…" beside Add
  await play(page, page.locator('.bid-amount', { hasText: new RegExp(`^${amount}$`) }));
}
const passAll = async (page: Page, n: number) => {
  for (let i = 0; i < n; i++) await play(page, autofocus(page)); // Pass is the bidding's first control
};
const flip = async (page: Page, face: 'flower' | 'skull', owner?: string) => {
  await continueOutcome(page);
  if (owner) {
    const option = page.locator('.stack-options button', { hasText: owner });
    await option.click();
    await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
  }
  await play(page, page.locator(`.flip.${face}`));
};
async function outcome(page: Page, lang: Lang, line: string, shot: string): Promise<void> {
  await page.locator('.outcome-moment').getByText(line, { exact: true }).waitFor();
  await noDiscWords(page, lang, shot);
  await checkPhase(page, shot, { axe: false });
  await continueOutcome(page);
}

async function playCardGame(lang: Lang, locale: string): Promise<void> {
  const says = saysIn(lang);
  const context = await browser.newContext({ viewport: PHONE, locale, colorScheme: 'dark' });
  await context.addInitScript(() => {
    const w = window as unknown as { __copied: string[] };
    w.__copied = [];
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, get: () => undefined });
    Clipboard.prototype.writeText = async (text: string) => void w.__copied.push(text);
  });
  const page = await context.newPage();
  await page.goto(`${inject('baseURL')}#/new`);
  const boxes = page.locator('.player-rows input[type=text], .player-rows input:not([type])');
  await boxes.first().waitFor();
  for (const [i, name] of NAMES.entries()) await page.getByRole('textbox').nth(i).fill(name);

  // Setup: Last Chance on, then cards: Last Chance goes off, says why, and cannot be switched back on (R3).
  const lastChance = page.locator('#last-chance');
  await lastChance.check();
  await page.locator('input[name=equipment][value=cards]').check();
  await expect.poll(() => lastChance.isChecked()).toBe(false);
  await expect.poll(() => lastChance.isDisabled()).toBe(true);
  await page.getByText(says.lastChanceOff, { exact: true }).waitFor();
  await lastChance.click({ force: true }).catch(() => {});
  await expect.poll(() => lastChance.isChecked()).toBe(false);
  await page.locator('.starter-seats').getByRole('button', { name: 'Ann', exact: true }).click();
  await checkPhase(page, `cards-${lang}-setup`, { axe: true });
  await page.locator('button.start').click();
  await page.waitForURL(/#\/game\/.+/);

  // The deal step, once at the start (R3), linked to the reference's travel set.
  await page.getByRole('heading', { name: says.deal }).waitFor();
  await expect.poll(() => page.locator('.deal-rules').getAttribute('href')).toBe('#/rules/travel-set?equipment=cards');
  await noDiscWords(page, lang, 'deal');
  await fits(page, `cards-${lang}-deal`, true);
  await page.locator('.deal-step .moment-continue').click();
  await page.locator('.deal-step').waitFor({ state: 'detached' });

  // R1 of the game: Ann adds a card, Bob bids 2 and flips his own card and Ann's: a success (R13).
  await fits(page, `cards-${lang}-placing`, true);
  await noDiscWords(page, lang, 'placing');
  await play(page, autofocus(page));
  await expect.poll(() => autofocus(page).innerText()).toBe(says.addCard);
  await noDiscWords(page, lang, 'adding');
  await fits(page, `cards-${lang}-adding`, false);
  await play(page, autofocus(page));
  await bid(page, 2);
  await noDiscWords(page, lang, 'bidding');
  await fits(page, `cards-${lang}-bidding`, false);
  await passAll(page, 3);
  await noDiscWords(page, lang, 'challenge, own pile');
  await fits(page, `cards-${lang}-challenge-own`, true);
  await flip(page, 'flower');
  await noDiscWords(page, lang, 'challenge, other piles');
  await fits(page, `cards-${lang}-challenge-others`, false);
  await flip(page, 'flower', 'Ann');
  await outcome(page, lang, says.success, `cards-${lang}-success`);

  // R2: Bob bids 1 and flips his own skull (R15).
  await play(page, autofocus(page));
  await bid(page, 1);
  await passAll(page, 3);
  await flip(page, 'skull');
  await outcome(page, lang, says.choice, `cards-${lang}-own-skull`);

  // R3: Bob bids 2, his own flower, then Omar's skull (R14).
  await play(page, autofocus(page));
  await bid(page, 2);
  await passAll(page, 3);
  await flip(page, 'flower');
  await flip(page, 'skull', 'Omar');
  await outcome(page, lang, says.random, `cards-${lang}-other-skull`);

  // R4: Bob bids every card on the table (R10) and flips four flowers: a second success wins (R13).
  await play(page, autofocus(page));
  await bid(page, 4);
  await flip(page, 'flower');
  for (const owner of ['Ann', 'Omar', 'Dan']) await flip(page, 'flower', owner);
  await page.locator('.outcome-moment').waitFor();
  await continueOutcome(page);
  await page.getByRole('heading', { level: 1, name: says.wins }).waitFor();
  await noDiscWords(page, lang, 'game over');
  await fits(page, `cards-${lang}-over`, true);

  // The shared text speaks of cards too (no Web Share here: it is copied).
  await page.locator('.over-row button').first().click();
  await page.getByRole('dialog').waitFor();
  await page.getByRole('dialog').locator('button.primary').first().click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied.length)).toBe(1);
  const text = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied[0]!);
  expect(text.split('\n')).toContain(says.standing);
  expect(LANG_RULES[lang].discWords.filter((w) => w.test(text))).toEqual([]);
  await context.close();
}

it('R3: a 4-player card game in English, from setup to the shared result, never speaks of discs', async () => {
  await playCardGame('en', 'en-US');
}, 600_000);

it('R3: the same card game in French', async () => {
  await playCardGame('fr', 'fr-FR');
}, 600_000);
