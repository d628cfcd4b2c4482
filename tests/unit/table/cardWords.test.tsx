// R3: a card table reads not one word of the box's objects (disc, mat, box…), in any language, anywhere a card
// game speaks: the table screen at every moment of a scripted game, the outcome cards, the deal step, the history,
// the round summary, each phase's help, game over and the shared text.
import { CPU_BOUND_MS } from '../patience';
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, setLang, type Lang } from '../../../src/i18n';
import { replaySteps, type GameConfig, type Step } from '../../../src/rules';
import { openGame, startGame } from '../../../src/session/controller';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import { shareText } from '../../../src/ui/share/text';
import { helpFor } from '../../../src/ui/table/help';
import { actionSentence, challengeSummary, outcomeSentences } from '../../../src/ui/table/actionSentences';
import { gameCard } from '../../../src/ui/table/shareCard';
import { tableWords } from '../../../src/ui/table/equipment';
import type { TableWords } from '../../../src/ui/table/table.messages';
import TableScreen from '../../../src/ui/table/TableScreen';
import { LANG_RULES } from '../i18n/langs';
import { textsOf } from '../i18n/texts';
import { cardScript, cardTable } from './cardGame';

// LC1–LC5 never happen at a card table (R3: the engine refuses Last Chance with cards).
const LAST_CHANCE_KEYS = ['lastChanceDisc', 'lostLastChance', 'gotLastChance', 'returnLastChance'];
// The moments the table screen is drawn at: each phase, each outcome card, the chosen starter and game over.
const MOMENTS = [0, 3, 4, 9, 10, 16, 24, 30, 36, 37, 38, 40, 43, cardScript.length];

beforeAll(() => useSessionStore(new MemorySessionStore(true)));
afterEach(cleanup);
afterAll(async () => {
  useSessionStore(null);
  await setLang('en');
});

/** Every sentence the table's dictionaries hold for this game (Last Chance aside), as the screens draw them. */
function dictionaryTexts(words: TableWords): string[] {
  return Object.entries(words)
    .filter(([key]) => !LAST_CHANCE_KEYS.includes(key))
    .flatMap(([, message]) => textsOf(message));
}

/** What the game says as it goes: each step's sentence, its outcome card, its summary and the phase's help. */
function stepTexts(config: GameConfig, words: TableWords): string[] {
  const steps: Step[] = replaySteps(config, cardScript);
  expect(steps[steps.length - 1]!.after.phase).toBe('over');
  return steps.flatMap((step) => [
    actionSentence(step, words),
    ...outcomeSentences(step, words),
    challengeSummary(step, words) ?? '',
    helpFor(step.after, step, words).summary,
  ]);
}

/** The table screen's words and spoken labels after `n` actions of the script. */
async function screenTexts(n: number, config: GameConfig): Promise<string[]> {
  const id = await startGame(config);
  const game = (await openGame(id))!;
  for (const action of cardScript.slice(0, n)) await game.dispatch(action);
  const snapshot = game.snapshot();
  game.close();
  const { container } = render(<TableScreen id={id} />);
  await waitFor(() => expect(container.querySelector(`main[data-actions="${n}"]`)).toBeTruthy());
  const labels = [...container.querySelectorAll('[aria-label], [title]')].flatMap((el) => [
    el.getAttribute('aria-label') ?? '',
    el.getAttribute('title') ?? '',
  ]);
  const over =
    snapshot.state.phase === 'over'
      ? [shareText(gameCard(snapshot, [0, 1, 2, 3], tableWords(config.equipment ?? 'discs')).card)]
      : [];
  return [container.textContent ?? '', ...labels, ...over];
}

async function everything(lang: Lang, config: GameConfig): Promise<string[]> {
  await setLang(lang);
  localStorage.clear(); // the deal step shows at the start of each game
  const texts: string[] = [];
  for (const n of MOMENTS) texts.push(...(await screenTexts(n, config)));
  // The words the table screen hands its sentences (announcements, history, share) for this game's equipment.
  const words = tableWords(config.equipment ?? 'discs');
  texts.push(...stepTexts(config, words), ...dictionaryTexts(words));
  return texts;
}

const discWordsIn = (lang: Lang, texts: string[]) =>
  [...new Set(texts.filter((t) => LANG_RULES[lang].discWords.some((w) => w.test(t))))].map(
    (t) => `${LANG_RULES[lang].discWords.find((w) => w.test(t))}: ${t}`,
  );

describe.each(LANGS)('R3: a card game in %s', (lang) => {
  it(
    'says not one word of the disc vocabulary, at any moment of a whole game',
    async () => {
      const texts = await everything(lang, cardTable);
      expect(texts.join(' ')).toMatch(lang === 'de' ? /Karte/ : /\bcart|\bcard/i);
      expect(discWordsIn(lang, texts)).toEqual([]);
    },
    CPU_BOUND_MS,
  );

  it(
    'the same game played with discs does speak of discs (the check can fail)',
    async () => {
      const { equipment: _, ...discs } = cardTable;
      expect(discWordsIn(lang, await everything(lang, discs)).length).toBeGreaterThan(10);
    },
    CPU_BOUND_MS,
  );
});
