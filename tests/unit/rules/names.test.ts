// Issue 16 hole 6 (and issue 12): one set of name rules, in the engine, for the form, new games and imports.
import { describe, expect, it } from 'vitest';
import {
  checkNewNames,
  cleanName,
  MAX_NAME_LENGTH,
  nameKey,
  nameProblems,
  newGame,
  RuleError,
  visibleLength,
} from '../../../src/rules';
import { createSession } from '../../../src/session/session';
import { nameErrors } from '../../../src/ui/setup/tableForm';

const ZWSP = '\u200b';
const precomposed = 'Zo\u00eb';
const decomposed = 'Zoe\u0308';

describe('hole 6: names that only look different', () => {
  it('R1: "Ana" and "Ana" with a zero-width space are not two names: the invisible character is refused', () => {
    expect(nameProblems(['Ana', `Ana${ZWSP}`, 'Ben'])).toEqual([null, 'invisible', null]);
    expect(() => createSession({ players: ['Ana', `Ana${ZWSP}`, 'Ben'], starter: 0 }, 'x', 1, ['a', 'b', 'c'])).toThrow(
      RuleError,
    );
  });

  it('R1: precomposed and decomposed "Zoë" are the same name', () => {
    expect(nameKey(precomposed)).toBe(nameKey(decomposed));
    expect(nameProblems([precomposed, decomposed, 'Ben'])).toEqual([null, 'repeated', null]);
    expect(nameErrors([precomposed, decomposed, 'Ben'])[1]).toEqual({ kind: 'repeated' });
  });

  it('R1: duplicates are found after case folding and with runs of spaces counted once', () => {
    expect(nameProblems(['ana  lee', 'ANA LEE', 'Ben'])).toEqual([null, 'repeated', null]);
  });

  it('R1: a name of invisible characters only, control characters and bidi overrides are refused', () => {
    for (const name of [
      `${ZWSP}${ZWSP}`,
      '\u2800',
      'Ana\u202eneB',
      'A\u0007na',
      '\u2066Ana\u2069',
      '\u3164',
      'Ana\ufeff',
    ]) {
      expect(nameProblems([name, 'Ben', 'Cat'])[0], JSON.stringify(name)).not.toBeNull();
    }
    expect(nameProblems(['   ', 'Ben', 'Cat'])[0]).toBe('empty');
  });

  it('R1: length counts the characters a person sees, at most 24', () => {
    expect(visibleLength(decomposed)).toBe(3);
    expect(visibleLength('👨‍👩‍👧‍👦🇫🇷')).toBe(2);
    expect(nameProblems(['👩🏽‍🚀'.repeat(MAX_NAME_LENGTH), 'Ben', 'Cat'])[0]).toBeNull();
    expect(nameProblems(['W'.repeat(MAX_NAME_LENGTH + 1), 'Ben', 'Cat'])[0]).toBe('too-long');
    expect(nameErrors(['e\u0301'.repeat(MAX_NAME_LENGTH), 'Ben', 'Cat'])[0]).toBeNull();
  });

  it('R1: emoji joined by zero-width joiners are names people see, and are accepted', () => {
    expect(nameProblems(['👨‍👩‍👧', 'Ben', 'Cat'])).toEqual([null, null, null]);
  });

  it('R1: a new game stores names normalised (NFC, trimmed)', () => {
    expect(cleanName(`  ${decomposed}  `)).toBe(precomposed);
    expect(
      createSession({ players: [` ${decomposed}`, 'Ben', 'Cat'], starter: 0 }, 'x', 1, ['a', 'b', 'c']).config.players,
    ).toEqual([precomposed, 'Ben', 'Cat']);
    expect(() => checkNewNames(['Ana', 'Ben'])).toThrow(RuleError);
  });

  it('R1: games stored before these rules still replay (the engine keeps accepting the names it accepted)', () => {
    expect(newGame({ players: ['Ana', `Ana${ZWSP}`, 'Ben'], starter: 0 }).players).toHaveLength(3);
  });
});
