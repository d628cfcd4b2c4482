// R3: a card game reaches more than its table: the practice round played with cards, and the rules its help and its
// menu open. Not one of them may say a word of the box's objects (disc, mat, box…), in any language. The table itself,
// its outcomes, history and help are cardWords.test.tsx's; the refusals, ruleErrors.test.ts's.
import { CPU_BOUND_MS } from '../patience';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, setLang, type Lang } from '../../../src/i18n';
import { startGame } from '../../../src/session/controller';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import PracticeScreen from '../../../src/ui/practice/PracticeScreen';
import ReferenceScreen from '../../../src/reference/ReferenceScreen';
import TableScreen from '../../../src/ui/table/TableScreen';
import { SECTION_IDS } from '../../../src/reference/sections';
import { LANG_RULES } from '../i18n/langs';
import { cardTable } from './cardGame';

beforeAll(() => useSessionStore(new MemorySessionStore(true)));
afterEach(cleanup);
afterAll(async () => {
  useSessionStore(null);
  await setLang('en');
});

/** What a screen shows and says: its text and every spoken label. */
const shown = (root: Element) => [
  root.textContent ?? '',
  ...[...root.querySelectorAll('[aria-label], [title]')].flatMap((el) => [
    el.getAttribute('aria-label') ?? '',
    el.getAttribute('title') ?? '',
  ]),
];

const tap = (root: Element, selector: string, index = 0) => {
  const button = root.querySelectorAll<HTMLElement>(selector)[index];
  expect(button, selector).toBeTruthy();
  fireEvent.click(button!);
};

// Three players, Nadia starting, taken through the practice round's every moment by the controls' shapes (not their
// words, which are each language's): a success on her own pile, one that may end inside it, a failure on another's
// skull and one on her own.
type Move = [selector: string, index?: number];
const PLACE: Move = ['.controls .action-row button.primary'];
const ADD: Move = ['.controls .action-row button.primary'];
const OPEN_BID: Move = ['.controls .action-row button:not(.primary)'];
const PASS: Move = ['.controls .action-row button:not(.primary)'];
const amount = (i: number): Move => ['.bid-amount', i];
const FLOWER: Move = ['.flip.flower'];
const SKULL: Move = ['.flip.skull'];
const OTHER_PILE: Move = ['.stack-options button:not([disabled])'];
const AGAIN: Move = ['.practice-actions button.primary'];
const ROUNDS: Move[][] = [
  [PLACE, OPEN_BID, amount(0), PASS, PASS, FLOWER],
  [AGAIN, PLACE, ADD, ADD, ADD, OPEN_BID, amount(0), PASS, PASS, FLOWER],
  [AGAIN, PLACE, OPEN_BID, amount(1), PASS, PASS, FLOWER, OTHER_PILE, SKULL],
  [AGAIN, PLACE, OPEN_BID, amount(0), PASS, PASS, SKULL],
];

async function practiceTexts(lang: Lang, equipment: string | undefined): Promise<string[]> {
  await setLang(lang);
  const { container } = render(<PracticeScreen equipment={equipment} />);
  const texts = [container.querySelector('.practice-intro')?.textContent ?? ''];
  tap(container, '.practice-count button'); // the sample table of three
  const round = () => container.querySelector('.practice-round')!;
  texts.push(...shown(round()));
  for (const moves of ROUNDS)
    for (const [selector, index] of moves) {
      tap(container, selector, index);
      texts.push(...shown(round()));
    }
  expect(round().getAttribute('data-finished')).toBe('true');
  cleanup();
  return texts;
}

async function referenceTexts(lang: Lang, equipment: string | undefined): Promise<string[]> {
  await setLang(lang);
  const { container } = render(<ReferenceScreen section="challenge" equipment={equipment} />);
  expect(container.querySelectorAll('section')).toHaveLength(SECTION_IDS.length);
  const texts = [...container.querySelectorAll('section, p, li, figcaption')].flatMap(shown);
  cleanup();
  return texts;
}

const discWordsIn = (lang: Lang, texts: string[]) =>
  [...new Set(texts.filter((t) => LANG_RULES[lang].discWords.some((w) => w.test(t))))].map(
    (t) => `${LANG_RULES[lang].discWords.find((w) => w.test(t))}: ${t}`,
  );

describe.each(LANGS)('R3: where a card game leads, in %s', (lang) => {
  it(
    'the practice round played with cards says not one word of the disc vocabulary',
    async () => {
      const texts = await practiceTexts(lang, 'cards');
      expect(texts.join(' ')).toMatch(lang === 'de' ? /Karte/ : /\bcart|\bcard/i);
      expect(discWordsIn(lang, texts)).toEqual([]);
    },
    CPU_BOUND_MS,
  );

  it('nor do the rules opened from a card game, in any section', async () => {
    const texts = await referenceTexts(lang, 'cards');
    expect(discWordsIn(lang, texts)).toEqual([]);
  });

  it(
    'the same round and the same rules for discs do speak of discs (the check can fail)',
    async () => {
      expect(discWordsIn(lang, await practiceTexts(lang, undefined)).length).toBeGreaterThan(5);
      expect(discWordsIn(lang, await referenceTexts(lang, undefined)).length).toBeGreaterThan(2);
    },
    CPU_BOUND_MS,
  );
});

it('R3: a card game’s help and its menu open the rules written for cards', async () => {
  await setLang('en');
  const id = await startGame(cardTable);
  localStorage.setItem(`skull-table:dealt:${id}`, '1'); // past the deal
  const { container } = render(<TableScreen id={id} />);
  await waitFor(() => expect(container.querySelector('main[data-actions]')).toBeTruthy());
  const help = container.querySelector<HTMLAnchorElement>('.help a[href^="#/rules"]');
  expect(help?.getAttribute('href')).toBe(`#/rules/placing?equipment=cards&from=${id}`);
  tap(container, '.menu-button');
  const rules = [...container.querySelectorAll<HTMLAnchorElement>('.sheet a')].find((a) =>
    a.getAttribute('href')?.startsWith('#/rules'),
  );
  expect(rules?.getAttribute('href')).toBe(`#/rules?equipment=cards&from=${id}`);
});
