import type { RuleCode, RuleParamsByCode, RuleSentences } from '../../../src/rules';

// One or more parameter sets per code. Typed: a code added to the engine without a sample fails the type check.
export const SAMPLES: { [C in RuleCode]: RuleParamsByCode[C][] } = {
  // wrong-phase names every action and every phase once, so each of their words is read.
  'wrong-phase': [
    { action: 'flip', phase: 'adding' },
    { action: 'chooseStarter', phase: 'placing' },
    { action: 'abandonRound', phase: 'bidding' },
    { action: 'placeFirst', phase: 'revealing' },
    { action: 'add', phase: 'choosingStarter' },
    { action: 'bid', phase: 'over' },
    { action: 'pass', phase: 'adding' },
  ],
  eliminated: [
    { player: 'Ann', turn: 'Bob' },
    { player: 'Ann', turn: null },
    { player: 'Ann', choices: ['Bob', 'Cat'] },
  ],
  'already-passed': [{ player: 'Ann', turn: 'Bob' }],
  'not-your-turn': [
    { player: 'Ann', turn: 'Bob' },
    { player: 'Ann', turn: null },
  ],
  'bid-too-low': [
    { min: 4, current: 3 },
    { min: 1, current: null },
  ],
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
  'bad-equipment': [{ allowed: ['discs', 'cards'] }],
  'cards-no-last-chance': [{}],
  'bad-deck': [{ allowed: ['standard', 'spanish', 'italian', 'skat'] }],
  'deck-too-small': [{ max: 5 }],
};

// The parameters that count discs, so a sentence must agree with them whatever their value (others, such as the
// player limits, are fixed numbers).
const COUNTS: Partial<Record<RuleCode, string>> = { 'bid-too-high': 'max', 'own-stack-first': 'left' };

/** Every sentence of a rule-error dictionary (or its card twin, a part of the codes), drawn from the samples; with `n`,
 *  only the counting sentences, counting n. */
export function ruleTexts(dict: Partial<RuleSentences>, n?: number): { code: RuleCode; text: string }[] {
  const say = (code: RuleCode, p: unknown) => ({ code, text: (dict[code] as (x: unknown) => string)(p) });
  const has = (code: string) => code in dict;
  if (n !== undefined)
    return (Object.keys(COUNTS) as RuleCode[]).filter(has).map((code) => say(code, { [COUNTS[code]!]: n }));
  return (Object.keys(SAMPLES) as RuleCode[])
    .filter(has)
    .flatMap((code) => (SAMPLES[code] as unknown[]).map((p) => say(code, p)));
}
