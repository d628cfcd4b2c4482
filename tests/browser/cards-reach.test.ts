// Issue 35 (R3): where a card table goes beyond its moves, in every language at 390×844: the deal step for each deck
// the setup offers, the practice round played with cards, and the rules opened from a card game. Each is shot for a
// player of that language to read, and none may show a word of the box's objects (disc, mat, box…).
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGS, type Lang } from '../../src/i18n/langs';
import type { Deck } from '../../src/rules';
import { de } from '../../src/ui/table/cards.de';
import { en } from '../../src/ui/table/cards.en';
import { es } from '../../src/ui/table/cards.es';
import { fr } from '../../src/ui/table/cards.fr';
import { it as itWords } from '../../src/ui/table/cards.it';
import { LANG_RULES } from '../unit/i18n/langs';
import { useBrowser, snap } from './browser';
import { scriptedBackup } from './scripted-games';
import { importBackup } from './import-backup';

const browser = useBrowser();
const TALL_PHONE = { width: 390, height: 844 };
const CARDS = { en, fr, de, es, it: itWords };
const DECKS: readonly Deck[] = ['standard', 'spanish', 'italian', 'skat'];
const FLOWERS = {
  standard: 'dealFlowersStandard',
  spanish: 'dealFlowersSpanish',
  italian: 'dealFlowersItalian',
  skat: 'dealFlowersSkat',
} as const satisfies Record<Deck, keyof typeof en>;

/** The texts of what `selector` holds, spoken labels included, that use a word of the box's objects. */
async function discWordsIn(page: Page, lang: Lang, selector: string): Promise<string[]> {
  const texts = await page
    .locator(selector)
    .evaluateAll((roots) =>
      roots.flatMap((root) => [
        (root as HTMLElement).innerText,
        ...[...root.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? ''),
      ]),
    );
  return texts.filter((t) => LANG_RULES[lang].discWords.some((w) => w.test(t)));
}

/** One card game per deck, not yet dealt, saved as a backup for the page to import. */
const dealGames = () =>
  scriptedBackup(
    DECKS.map((deck) => ({
      id: `deal-${deck}`,
      config: { players: ['Ann', 'Bob', 'Cat', 'Dan'], starter: 0, equipment: 'cards', deck },
      actions: [],
    })),
  );

async function open(lang: Lang): Promise<Page> {
  const context = await browser.newContext({ viewport: TALL_PHONE, colorScheme: 'dark' });
  await context.addInitScript((l) => localStorage.setItem('skull-table:lang', l), lang);
  return context.newPage();
}

it.each(LANGS)(
  'R3: the deal names each deck, the practice round and the rules speak of cards, in %s',
  async (lang) => {
    const page = await open(lang);
    const base = inject('baseURL');

    // The deal step of a game for each deck names that deck's flowers, and no other deck's.
    await importBackup(page, 'decks.json', dealGames(), base);
    for (const deck of DECKS) {
      await page.goto(`${base}#/game/deal-${deck}`);
      const deal = page.locator('.deal-step');
      await deal.locator('.deal-lines').waitFor(); // drawn once the night's previous game is read (a rematch's one line)
      const text = await deal.innerText();
      for (const other of DECKS)
        expect(text.includes(CARDS[lang][FLOWERS[other]]), `${deck}: ${other}`).toBe(other === deck);
      expect(await discWordsIn(page, lang, 'body'), `deal ${deck}`).toEqual([]);
      await snap(page, `cards-deal-${deck}-${lang}`);
    }

    // The practice round a card game's rules link to, three sample players: its first moment, then its challenge (a
    // practice round has no double-tap guard: each tap is taken at once).
    await page.goto(`${base}#/practice?equipment=cards`);
    await page.locator('.practice-count button').first().click();
    const round = page.locator('.practice-round');
    await round.waitFor();
    expect(await discWordsIn(page, lang, '.practice-intro, .practice-round'), 'practice').toEqual([]);
    await snap(page, `cards-practice-${lang}`);
    await page.locator('.controls .action-row button.primary').click(); // everyone has placed
    await expect.poll(() => round.getAttribute('data-actions')).toBe('1');
    await page.locator('.controls .action-row button:not(.primary)').first().click(); // Bid…
    await page.locator('.bid-amount').first().click();
    await expect.poll(() => round.getAttribute('data-actions')).toBe('2');
    for (const passes of ['3', '4']) {
      await page.locator('.controls .action-row button:not(.primary)').first().click(); // Pass
      await expect.poll(() => round.getAttribute('data-actions')).toBe(passes);
    }
    await page.locator('.flip').first().waitFor();
    expect(await discWordsIn(page, lang, '.practice-intro, .practice-round'), 'practice challenge').toEqual([]);
    await snap(page, `cards-practice-challenge-${lang}`);

    // The rules opened from a card game's help: every section in card words, a note that says so.
    await page.goto(`${base}#/rules/challenge?equipment=cards`);
    await page.locator('.reference-cards').waitFor();
    await expect.poll(() => page.locator('section.reference-section').count()).toBe(14);
    expect(await discWordsIn(page, lang, 'main'), 'rules').toEqual([]);
    await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
    await snap(page, `cards-rules-${lang}`);
    for (const id of ['setup', 'challenge', 'outcomes', 'travel-set'])
      await page.locator(`#${id}`).screenshot({ path: `screenshots/cards-rules-${lang}-${id}.png` });
    await page.context().close();
  },
  300_000,
);
