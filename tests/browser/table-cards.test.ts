// Issue 23 (R3): a table with a deck of cards sets up and plays a whole 4-player game at 360×640 without reading a
// word about discs, mats or the box: setup with cards (Last Chance cannot be on), the deal step, the outcome cards,
// game over and the shared text, in English and in French. Driven by the controls' places, not their words.
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANG_RULES } from '../unit/i18n/langs';
import { useBrowser, PHONE } from './browser';
import { checkPhase, continueOutcome, play, settled } from './table-driver';
import { fits } from './table-fits';

const browser = useBrowser();

type Lang = 'en' | 'fr';
const NAMES = ['Ann', 'Bob', 'Omar', 'Dan'];

/** What each language's table must say at a few moments (the words themselves are in cards.<lang>.ts). */
type Says = Record<
  'lastChanceOff' | 'deal' | 'addCard' | 'success' | 'choice' | 'random' | 'wins' | 'standing',
  string
>;
const SAYS: Record<Lang, Says> = {
  en: {
    lastChanceOff: 'Last Chance is switched off: it is not played with the travel set.',
    deal: 'Deal the cards',
    addCard: 'Add a card',
    success: 'Success! One success for Bob (mark it on the paper if you keep one).',
    choice: 'Bob chooses one of their own cards in secret and puts it face down on the discard pile.',
    random:
      'Bob shuffles all their remaining cards, pile and hand, face down. Omar draws one without looking and puts it face down on the discard pile.',
    wins: 'Bob wins!',
    standing: 'Bob: 2 successes, 2 cards left',
  },
  fr: {
    lastChanceOff: 'Dernière chance est désactivée\u202f: elle ne se joue pas avec la version de voyage.',
    deal: 'Distribuez les cartes',
    addCard: 'Ajouter une carte',
    success: 'Réussite\u202f! Elle s’inscrit sur le papier, à côté du nom de Bob.',
    choice: 'Bob choisit en secret une de ses cartes et la pose face cachée sur la défausse.',
    random:
      'Bob mélange face cachée toutes ses cartes restantes, pile et main. Omar en tire une sans regarder et la pose face cachée sur la défausse.',
    wins: 'Bob gagne\u202f!',
    standing: 'Bob\u00a0: 2 réussites, 2 cartes restantes',
  },
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
  const says = SAYS[lang];
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
  await expect.poll(() => page.locator('.deal-rules').getAttribute('href')).toBe('#/rules/travel-set');
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
  expect(text.split('\n')).toContain(`1. ${says.standing}`);
  expect(LANG_RULES[lang].discWords.filter((w) => w.test(text))).toEqual([]);
  await context.close();
}

it('R3: a 4-player card game in English, from setup to the shared result, never speaks of discs', async () => {
  await playCardGame('en', 'en-US');
}, 600_000);

it('R3: the same card game in French', async () => {
  await playCardGame('fr', 'fr-FR');
}, 600_000);
