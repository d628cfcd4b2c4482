import { CPU_BOUND_MS } from '../patience';
import { afterEach, describe, expect, it } from 'vitest';
import { type Lang, LANGS, setLang } from '../../../src/i18n';
import { LANG_RULES } from './langs';
import {
  apply,
  checkNewNames,
  legalActions,
  newGame,
  replay,
  RULE_CODES,
  RuleError,
  type Action,
  type Equipment,
  type GameConfig,
  type RuleCode,
  type RuleDetail,
} from '../../../src/rules';
import { en } from '../../../src/ui/refusals/ruleErrors.en';
import { SAMPLES } from './ruleSamples';
import { area, CHECKED_LANGS } from './texts';
import { errorText, ruleSentence } from '../../../src/ui/refusals/ruleErrorText';
import { pick, rng } from '../rules/helpers';

const OTHER: Record<string, string> = { flip: 'bid', adding: 'revealing' };
/** The same value changed, so a sentence that uses it must change too. */
function changed(v: unknown): unknown {
  if (typeof v === 'number') return v + 7;
  if (typeof v === 'string') return OTHER[v] ?? `${v}Zoé`;
  if (Array.isArray(v)) return [...v, 'Zoé'];
  return 'Zoé';
}

afterEach(() => setLang('en'));

describe('RuleError sentences in every language', () => {
  const dicts = area('ruleErrors');
  const table = area('table');

  it('every engine code has a sentence in every language, and nothing else does', () => {
    expect(RULE_CODES.length).toBeGreaterThan(20);
    for (const lang of LANGS) expect(Object.keys(dicts[lang]).sort(), lang).toEqual([...RULE_CODES].sort());
    for (const code of RULE_CODES) {
      for (const lang of LANGS) expect(typeof dicts[lang][code], `${lang} ${code}`).toBe('function');
      expect(SAMPLES[code]?.length, `${code} has a sample`).toBeGreaterThan(0);
    }
  });

  it.each(CHECKED_LANGS.filter((lang) => lang !== 'en'))('no %s sentence is still the English one', (lang) => {
    const same = RULE_CODES.flatMap((code) =>
      (SAMPLES[code] as Record<string, unknown>[])
        .filter((p) => (dicts[lang][code] as (x: unknown) => string)(p) === (en[code] as (x: unknown) => string)(p))
        .map(() => code),
    );
    expect(same).toEqual([]);
  });

  it('no sentence drops a parameter: changing any parameter changes the sentence', () => {
    for (const code of RULE_CODES) {
      for (const params of SAMPLES[code] as Record<string, unknown>[]) {
        for (const [lang, dict] of LANGS.map((l) => [l, dicts[l]] as const)) {
          const say = dict[code] as (p: unknown) => string;
          const sentence = say(params);
          expect(sentence.trim(), `${lang} ${code}`).not.toBe('');
          for (const key of Object.keys(params)) {
            expect(say({ ...params, [key]: changed(params[key]) }), `${lang} ${code} uses ${key}`).not.toBe(sentence);
          }
        }
      }
    }
  });

  it(
    'the English sentence rebuilt from code and parameters is the engine’s own message',
    () => {
      const seen = new Set<RuleCode>();
      const wrong: string[] = [];
      const check = (fn: () => unknown) => {
        try {
          fn();
        } catch (e) {
          if (!(e instanceof RuleError)) throw e;
          seen.add(e.code);
          const rebuilt = ruleSentence(JSON.parse(JSON.stringify(e.detail)) as RuleDetail);
          if (rebuilt !== e.message) wrong.push(`${e.code}: "${rebuilt}" for "${e.message}"`);
        }
      };
      const config: GameConfig = { players: ['Ann', 'Bob', 'Cat', 'Dan'], starter: 1, lastChance: true };
      const random = rng(11);
      const junk = (seats: number): unknown[] => [
        ...(['placeFirst', 'add', 'bid', 'pass', 'flip', 'chooseStarter', 'abandonRound'] as const).flatMap((type) =>
          Array.from({ length: seats + 1 }, (_, seat) => ({
            type,
            player: seat,
            owner: seat,
            amount: seat * 2,
            disc: 'skull',
          })),
        ),
        { type: 'bid', player: 0, amount: 0 },
        { type: 'bid', player: 0, amount: 1.5 },
        { type: 'flip', owner: 0, disc: 'rose' },
        { type: 'add', player: 'x' },
        { type: 'nope' },
        null,
      ];
      for (let game = 0; game < 4; game++) {
        let state = newGame(config);
        while (state.phase !== 'over') {
          for (const bad of junk(4)) check(() => apply(state, bad as Action));
          state = apply(state, pick(legalActions(state), random));
        }
      }
      for (const bad of [
        null,
        { players: ['A'] },
        { players: ['A', '', 'C'], starter: 0 },
        { players: ['A', 'a ', 'C'], starter: 0 },
      ]) {
        check(() => newGame(bad as GameConfig));
      }
      check(() => newGame({ players: ['A', 'B', 'C'], starter: 5 }));
      check(() => newGame({ players: ['A', 'B', 'C'], starter: 0, lastChance: 'yes' as unknown as boolean }));
      check(() => newGame({ players: ['A', 'B', 'C'], starter: 0, equipment: 'tiles' as 'cards' }));
      check(() => newGame({ players: ['A', 'B', 'C'], starter: 0, equipment: 'cards', lastChance: true }));
      check(() => newGame({ players: ['A', 'B', 'C'], starter: 0, equipment: 'cards', deck: 'tarot' as 'skat' }));
      check(() => newGame({ players: ['A', 'B', 'C', 'D', 'E', 'F'], starter: 0, equipment: 'cards', deck: 'skat' }));
      check(() => replay(config, 'log' as unknown as Action[]));
      check(() => apply({} as never, { type: 'placeFirst' }));
      check(() => checkNewNames(['Ann', 'B\u200bob', 'Cat']));
      check(() => checkNewNames(['Ann', 'Bob', 'C'.repeat(25)]));
      expect(wrong).toEqual([]);
      // The session's own refusals: read-only (another tab wrote) and game-too-long (the log is full).
      expect(RULE_CODES.filter((c) => !seen.has(c))).toEqual(['read-only', 'game-too-long']);
    },
    CPU_BOUND_MS,
  );

  it('the session’s read-only refusal reads as the storage warning, in the current language', () => {
    for (const lang of LANGS) expect(dicts[lang]['read-only']({}), lang).toBe(table[lang].warningReadOnly);
    setLang('fr');
    expect(errorText(new RuleError('read-only', table.en.warningReadOnly))).toBe(table.fr.warningReadOnly);
  });

  it('a refusal shows in French on a French screen, and other errors by their own message', () => {
    setLang('fr');
    const detail: RuleDetail = { code: 'bid-too-low', params: { min: 4, current: 3 } };
    expect(ruleSentence(detail)).toBe(
      'Le pari est de 3\u00a0: surenchérissez à 4 au moins, ou passez\u202f; annoncer le même nombre ne revient pas à passer.',
    );
    expect(errorText(new RuleError('bid-too-high', 'Bid at most 5: …', { max: 5 }))).toContain('Pariez au plus 5');
    expect(errorText(new Error('disk full'))).toBe('disk full');
    expect(errorText('odd')).toBe('odd');
  });
});

describe('R3: a card table hears its refusals in card words', () => {
  const discWordsIn = (lang: Lang, text: string) => LANG_RULES[lang].discWords.filter((w) => w.test(text));
  // These two name the equipment choice itself ("play with discs"), so they say discs at any table.
  const choice = new Set<RuleCode>(['bad-equipment', 'cards-no-last-chance']);
  const sentences = (equipment: Equipment) =>
    RULE_CODES.filter((code) => !choice.has(code)).flatMap((code) =>
      (SAMPLES[code] as RuleDetail['params'][]).map(
        (params) => ruleSentence({ code, params } as RuleDetail, equipment) ?? '',
      ),
    );

  it.each(LANGS)('%s: no refusal says disc, mat, box or stack while a card game is on screen', async (lang) => {
    await setLang(lang);
    expect(sentences('cards').filter((s) => discWordsIn(lang, s).length > 0)).toEqual([]);
    expect(errorText(refused({ type: 'pass', player: 0 }), 'cards')).toBe(
      area('ruleErrorCards')[lang]['no-bid-yet']({}), // the card twin, from the engine's own refusal
    );
  });

  it.each(LANGS)('%s: the same refusals at a disc table do speak of discs (the check can fail)', async (lang) => {
    await setLang(lang);
    expect(sentences('discs').filter((s) => discWordsIn(lang, s).length > 0).length).toBeGreaterThanOrEqual(8);
  });
});

/** The refusal the engine throws for an action in a fresh 3-player card game. */
function refused(action: Action): unknown {
  const state = apply(newGame({ players: ['Ann', 'Bob', 'Cat'], starter: 0, equipment: 'cards' }), {
    type: 'placeFirst',
  });
  try {
    apply(state, action);
  } catch (e) {
    return e;
  }
  throw new Error('not refused');
}
