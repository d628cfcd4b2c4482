// Issue 15: a German, a Spanish and an Italian table each play a round at 360×640, reading their own language: the
// page is in that language (detected from a regional browser setting), the table display never scrolls, axe
// finds nothing, and no English text of the table shows. Controls are found by their names in that language.
// Then six 24-character names go through every phase: long words and long names together still fit.
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../../src/i18n';
import { de as tableDe } from '../../src/ui/table/table.de';
import { en as tableEn } from '../../src/ui/table/table.en';
import { es as tableEs } from '../../src/ui/table/table.es';
import { it as tableIt } from '../../src/ui/table/table.it';
import { PENDING_LANGS } from '../unit/i18n/pending';
import { useBrowser, PHONE } from './browser';
import { fits, settled } from './table-fits';
import { LONG_NAMES, PHASES, phaseBackup, SHORT_NAMES } from './table-phases';
import { importBackup } from './import-backup';

const TABLES = {
  de: { locale: 'de-AT', table: tableDe },
  es: { locale: 'es-MX', table: tableEs },
  it: { locale: 'it-CH', table: tableIt },
} satisfies Record<Exclude<Lang, 'en' | 'fr'>, { locale: string; table: typeof tableEn }>; // en, fr: table-display-*

/** One backup with both tables: three short names (ids `<phase>-3`) and six 24-character ones (`<phase>-6`). */
function backup(): string {
  const [short, long] = [SHORT_NAMES, LONG_NAMES].map(
    (names) => JSON.parse(phaseBackup(names)) as { sessions: unknown[] },
  );
  return JSON.stringify({ ...short, sessions: [...short!.sessions, ...long!.sessions] });
}

// The English texts of the table of several words: none may show on a translated table (names are single words).
const ENGLISH = Object.values(tableEn).filter((t): t is string => typeof t === 'string' && / /.test(t));

const browser = useBrowser();

/** Taps a control that acts on the game and waits until the game has taken the action. */
async function play(page: Page, control: Locator): Promise<void> {
  const before = await page.locator('main').getAttribute('data-actions');
  await control.click();
  await page.waitForFunction((n) => document.querySelector('main')?.getAttribute('data-actions') !== n, before);
  await settled(page);
}

describe.each(Object.entries(TABLES))('%s', (lang, { locale, table }) => {
  it('plays a round at 360×640 in its own language: no scroll, every control reachable, no axe violation, no English', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale, colorScheme: 'dark' });
    const page = await context.newPage();
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    // axe takes seconds a page on a busy machine: it runs on every other phase, the layout checks on all of them.
    const check = async (phase: string, axe = true) => {
      await fits(page, `lang-${lang}-${phase}`, axe);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      if (PENDING_LANGS.includes(lang as Lang)) return; // its text is still the English copy: pending.test.ts fails instead
      const text = (await page.locator('body').textContent()) ?? ''; // what screen readers hear too
      expect(
        ENGLISH.filter((t) => text.includes(t)),
        phase,
      ).toEqual([]);
    };

    await importBackup(page, 'phases.json', backup());
    await page.goto(`${inject('baseURL')}#/game/placing-3`);
    await page.locator('main[data-actions]').waitFor();
    await check('placing');

    await play(page, button(table.placedButton));
    await check('adding', false);
    await button(table.openBid).click();
    await page.locator('.bid-grid').waitFor();
    await check('bid-picker');
    await play(page, button(table.bidOption(1)));
    await check('bidding', false);
    await play(page, button(table.pass));
    await play(page, button(table.pass));
    await check('challenge');
    await play(
      page,
      page.getByRole('group', { name: table.whatOwn }).getByRole('button', { name: table.flower, exact: true }),
    );
    await page.locator('.outcome-moment').waitFor();
    await check('outcome');
    await page.locator('.moment-continue').click();
    await page.locator('.outcome-moment').waitFor({ state: 'detached' });
    await settled(page);
    await check('next-round', false);
    await expect.poll(() => page.locator('main').textContent()).toContain(table.successes(1));

    // The phases a round may also reach: a raise, a challenger out of the game choosing the starter, the game's end.
    for (const [id, phase] of [
      ['bidding-3', 'raise'],
      ['starter-3', 'choose-starter'],
      ['over-3', 'game-over'],
    ] as const) {
      await page.goto(`${inject('baseURL')}#/game/${id}`);
      await page.locator('main[data-actions]').waitFor();
      if (id !== 'bidding-3') await page.locator('.moment-continue').click();
      await check(phase, id !== 'bidding-3');
    }

    // Six players with 24-character names, the longest table: every phase still fits in this language (layout only).
    for (const phase of PHASES) {
      await page.goto(`${inject('baseURL')}#/game/${phase}-6`);
      await page.locator('main[data-actions]').waitFor();
      if (phase === 'outcome') await page.locator('.outcome-moment').waitFor();
      else if (phase === 'starter' || phase === 'over') await page.locator('.moment-continue').click();
      await fits(page, `lang-${lang}-6p-${phase}`, false);
    }
    await context.close();
  });
});
