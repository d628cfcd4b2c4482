import { describe, expect, it } from 'vitest';
import type { Message } from '../../../src/i18n';
import type { Lang } from '../../../src/i18n';
import { LANG_LABEL } from './langs';
import { callWith, dictionaries, TRANSLATIONS } from './texts';

// What a test can see of a text's meaning: its numbers, the rule ids it cites, and for a rules
// section its shape (one block per line, its kind, its bold lead-ins).
const RULE_ID = /\b(?:R\d{1,2}|LC\d|H\d|P\d)\b/g;
const numbers = (text: string) => (text.replace(RULE_ID, '').match(/\d+/g) ?? []).sort();
const ruleIds = (text: string) => (text.match(RULE_ID) ?? []).sort();
const shape = (text: string) =>
  text
    .split('\n')
    .map((line) => `${/^- /.test(line) ? 'ul' : /^\d+\. /.test(line) ? 'ol' : 'p'}:${line.split('**').length - 1}`);

/** Distinct numbers for each parameter, so a placeholder dropped or swapped in one language shows. */
function calls(message: Message): (string | null)[] {
  if (typeof message === 'string') return [message];
  const distinct = (() => {
    try {
      const out = (message as (...args: unknown[]) => unknown)(
        ...Array.from({ length: message.length }, (_, i) => 11 + i),
      );
      return typeof out === 'string' ? out : null;
    } catch {
      return null;
    }
  })();
  return [distinct, callWith(message, 0), callWith(message, 1)];
}

function parityProblems(key: string, en: Message, fr: Message, lang: Lang = 'fr'): string[] {
  const label = LANG_LABEL[lang];
  const problems: string[] = [];
  const e = calls(en);
  const f = calls(fr);
  e.forEach((eText, i) => {
    const fText = f[i];
    if (eText === null || fText === null || fText === undefined) return;
    if (numbers(eText).join() !== numbers(fText).join())
      problems.push(`${key}: numbers ${numbers(eText)} in English but ${numbers(fText)} in ${label}`);
    if (ruleIds(eText).join() !== ruleIds(fText).join())
      problems.push(`${key}: cites ${ruleIds(eText)} in English but ${ruleIds(fText)} in ${label}`);
    if (shape(eText).join() !== shape(fText).join())
      problems.push(`${key}: blocks ${shape(eText)} in English but ${shape(fText)} in ${label}`);
  });
  return problems;
}

describe.each(Object.entries(dictionaries))('%s', (_path, mod) => {
  it.each(TRANSLATIONS)('says the same numbers, placeholders, rule ids and block shapes in English and %s', (lang) => {
    const en = mod.en ?? {};
    const other = mod[lang] ?? {};
    const problems = Object.keys(en).flatMap((key) =>
      other[key] === undefined ? [] : parityProblems(key, en[key]!, other[key]!, lang),
    );
    expect(problems).toEqual([]);
  });
});

describe('the parity check catches', () => {
  it('a number changed, a placeholder dropped, a rule id missing, a block lost', () => {
    expect(parityProblems('a', 'From 1 up to 6.', 'De 1 à 5.')).toEqual([
      'a: numbers 1,6 in English but 1,5 in French',
    ]);
    expect(
      parityProblems(
        'b',
        (p: number, n: number) => `${p} bids ${n}.`,
        (p: number, _n: number) => `${p} parie.`,
      )[0],
    ).toBe('b: numbers 11,12 in English but 11 in French');
    expect(parityProblems('c', 'See R14.', 'Voir la règle.')).toEqual(['c: cites R14 in English but  in French']);
    expect(parityProblems('d', 'Intro.\n- **One.** a\n- two', 'Intro.\n- un\n- deux')).toHaveLength(1);
    expect(
      parityProblems(
        'e',
        (n: number) => `${n} discs`,
        (_n: number) => 'Scheiben',
        'de',
      ),
    ).toEqual([
      'e: numbers 11 in English but  in German',
      'e: numbers 0 in English but  in German',
      'e: numbers 1 in English but  in German',
    ]);
  });
});
