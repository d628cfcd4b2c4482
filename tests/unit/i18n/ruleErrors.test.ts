import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../../src/i18n';
import {
  apply,
  checkNewNames,
  legalActions,
  newGame,
  replay,
  RULE_CODES,
  RuleError,
  type Action,
  type GameConfig,
  type RuleCode,
  type RuleDetail,
  type RuleParamsByCode,
} from '../../../src/rules';
import { en as storageEn, fr as storageFr } from '../../../src/session/storage.messages';
import { en } from '../../../src/ui/ruleErrors.en';
import { fr } from '../../../src/ui/ruleErrors.fr';
import { errorText, ruleSentence } from '../../../src/ui/ruleErrorText';
import { pick, rng } from '../rules/helpers';

// One or more parameter sets per code. Typed: a code added to the engine without a sample fails the type check.
const SAMPLES: { [C in RuleCode]: RuleParamsByCode[C][] } = {
  'wrong-phase': [{ action: 'flip', phase: 'adding' }],
  eliminated: [{ player: 'Ann', turn: 'Bob' }, { player: 'Ann', turn: null }, { player: 'Ann', choices: ['Bob', 'Cat'] }],
  'already-passed': [{ player: 'Ann', turn: 'Bob' }],
  'not-your-turn': [{ player: 'Ann', turn: 'Bob' }, { player: 'Ann', turn: null }],
  'bid-too-low': [{ min: 4, current: 3 }, { min: 1, current: null }],
  'bid-too-high': [{ max: 5 }, { max: 1 }],
  'bidding-started': [{}],
  'empty-hand': [{ player: 'Ann' }],
  'no-bid-yet': [{}],
  'own-stack-first': [{ left: 2 }],
  'nothing-to-flip': [{ player: 'Ann' }],
  'bad-seat': [{ field: 'owner', max: 3 }],
  'no-such-seat': [{ seat: 7, max: 3 }],
  'bad-action': [{}],
  'unknown-action': [{ types: ['placeFirst', 'add'] }],
  'bad-amount': [{}],
  'bad-disc': [{}],
  'bad-config': [{}],
  'bad-player-count': [{ min: 3, max: 6 }],
  'bad-name': [{}],
  'duplicate-name': [{ name: 'Ann' }],
  'bad-starter': [{ max: 5 }],
  'bad-variant': [{}],
  'bad-state': [{}],
  'bad-log': [{}],
  'read-only': [{}],
  'game-too-long': [{ max: 10_000 }],
  'name-invisible': [{ seat: 2 }],
  'name-too-long': [{ seat: 3, max: 24 }],
};

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
  it('every engine code has a sentence in English and French, and nothing else does', () => {
    expect(RULE_CODES.length).toBeGreaterThan(20);
    for (const dict of [en, fr]) expect(Object.keys(dict).sort()).toEqual([...RULE_CODES].sort());
    for (const code of RULE_CODES) {
      expect(typeof en[code], code).toBe('function');
      expect(typeof fr[code], code).toBe('function');
      expect(SAMPLES[code]?.length, `${code} has a sample`).toBeGreaterThan(0);
    }
  });

  it('no sentence drops a parameter: changing any parameter changes the sentence', () => {
    for (const code of RULE_CODES) {
      for (const params of SAMPLES[code] as Record<string, unknown>[]) {
        for (const [lang, dict] of [['en', en], ['fr', fr]] as const) {
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

  it('the English sentence rebuilt from code and parameters is the engine’s own message', () => {
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
        Array.from({ length: seats + 1 }, (_, seat) => ({ type, player: seat, owner: seat, amount: seat * 2, disc: 'skull' })),
      ),
      { type: 'bid', player: 0, amount: 0 }, { type: 'bid', player: 0, amount: 1.5 }, { type: 'flip', owner: 0, disc: 'rose' },
      { type: 'add', player: 'x' }, { type: 'nope' }, null,
    ];
    for (let game = 0; game < 4; game++) {
      let state = newGame(config);
      while (state.phase !== 'over') {
        for (const bad of junk(4)) check(() => apply(state, bad as Action));
        state = apply(state, pick(legalActions(state), random));
      }
    }
    for (const bad of [null, { players: ['A'] }, { players: ['A', '', 'C'], starter: 0 }, { players: ['A', 'a ', 'C'], starter: 0 }]) {
      check(() => newGame(bad as GameConfig));
    }
    check(() => newGame({ players: ['A', 'B', 'C'], starter: 5 }));
    check(() => newGame({ players: ['A', 'B', 'C'], starter: 0, lastChance: 'yes' as unknown as boolean }));
    check(() => replay(config, 'log' as unknown as Action[]));
    check(() => apply({} as never, { type: 'placeFirst' }));
    check(() => checkNewNames(['Ann', 'B\u200bob', 'Cat']));
    check(() => checkNewNames(['Ann', 'Bob', 'C'.repeat(25)]));
    expect(wrong).toEqual([]);
    // The session's own refusals: read-only (another tab wrote) and game-too-long (the log is full).
    expect(RULE_CODES.filter((c) => !seen.has(c))).toEqual(['read-only', 'game-too-long']);
  }, 60_000);

  it('the session’s read-only refusal reads as the storage warning, in the current language', () => {
    expect(en['read-only']({})).toBe(storageEn.readonly);
    expect(fr['read-only']({})).toBe(storageFr.readonly);
    setLang('fr');
    expect(errorText(new RuleError('read-only', storageEn.readonly))).toBe(storageFr.readonly);
  });

  it('a refusal shows in French on a French screen, and other errors by their own message', () => {
    setLang('fr');
    const detail: RuleDetail = { code: 'bid-too-low', params: { min: 4, current: 3 } };
    expect(ruleSentence(detail)).toBe('Pariez au moins 4\u202f: le pari actuel est de 3.');
    expect(errorText(new RuleError('bid-too-high', 'Bid at most 5: …', { max: 5 }))).toContain('Pariez au plus 5');
    expect(errorText(new Error('disk full'))).toBe('disk full');
    expect(errorText('odd')).toBe('odd');
  });
});
