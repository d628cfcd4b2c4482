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

  it('R1: a table the new-game rule accepts, newGame accepts too, both comparing names in lower case', () => {
    const players = ['Straße', 'STRASSE', 'Cat']; // upper case would make these one name: "STRASSE"
    expect(() => checkNewNames(players)).not.toThrow();
    expect(newGame({ players, starter: 0 }).config.players).toEqual(players);
  });
});

describe('R1: the strict rule for a new table names the first problem and its seat', () => {
  const refusal = (names: string[]) => {
    try {
      checkNewNames(names);
    } catch (e) {
      return (e as RuleError).detail;
    }
    return null;
  };

  it('R1: three to six names pass, two or seven are refused with the allowed range', () => {
    expect(refusal(['Ana', 'Ben', 'Cat'])).toBeNull();
    expect(refusal(['Ana', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'])).toBeNull();
    for (const names of [
      ['Ana', 'Ben'],
      ['Ana', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'],
    ]) {
      expect(refusal(names)).toEqual({ code: 'bad-player-count', params: { min: 3, max: 6 } });
    }
  });

  it('R1: each problem is refused with the seat a player sees (from 1), the first problem first', () => {
    expect(refusal(['Ana', `B${ZWSP}en`, 'Cat'])).toEqual({ code: 'name-invisible', params: { seat: 2 } });
    expect(refusal(['Ana', 'Ben', '  '])).toEqual({ code: 'bad-name', params: {} });
    expect(refusal(['Ana', 'Ben', 'W'.repeat(MAX_NAME_LENGTH + 1)])).toEqual({
      code: 'name-too-long',
      params: { seat: 3, max: MAX_NAME_LENGTH },
    });
    expect(refusal(['Ana', '  ana ', 'Cat'])).toEqual({ code: 'duplicate-name', params: { name: 'ana' } });
    expect(refusal(['Ana', '', `C${ZWSP}at`])).toEqual({ code: 'bad-name', params: {} });
  });

  it('R1: a problem in the first seat is refused too', () => {
    expect(refusal(['', 'Ben', 'Cat'])).toEqual({ code: 'bad-name', params: {} });
    expect(refusal([`A${ZWSP}na`, 'Ben', 'Cat'])).toEqual({ code: 'name-invisible', params: { seat: 1 } });
  });

  it('R1: an invisible character is the problem even in a name that is otherwise empty or too long', () => {
    expect(nameProblems([ZWSP, `${'W'.repeat(MAX_NAME_LENGTH + 1)}${ZWSP}`, 'Cat'])).toEqual([
      'invisible',
      'invisible',
      null,
    ]);
  });

  it('R1: a name is cleaned to one space between words, and compared without case', () => {
    expect(cleanName(' Ana \t\n Lee  ')).toBe('Ana Lee');
    expect(nameKey(' ANA   Lee')).toBe('ana lee');
  });
});

describe('R1: joiners, selectors and tags are accepted only where they draw an emoji', () => {
  const problem = (name: string) => nameProblems([name, 'Ben', 'Cat'])[0];
  const ZWJ = '\u200d';

  it('R1: a zero-width joiner between two pictographs joins them; anywhere else it hides', () => {
    expect(problem(`👩${ZWJ}🚀`)).toBeNull();
    for (const name of [`A${ZWJ}👩`, `👩${ZWJ}A`, `👩${ZWJ}`, `${ZWJ}👩`]) {
      expect(problem(name), JSON.stringify(name)).toBe('invisible');
    }
  });

  it('R1: a text or emoji selector follows a pictograph, a digit, # or *; after a letter it hides', () => {
    for (const name of ['❤\ufe0f', '1\ufe0f\u20e3', '#\ufe0f\u20e3', '*\ufe0f\u20e3', '☎\ufe0e']) {
      expect(problem(name), JSON.stringify(name)).toBeNull();
    }
    for (const name of ['A\ufe0f', '\ufe0fA', 'A\ufe0e']) expect(problem(name), JSON.stringify(name)).toBe('invisible');
  });

  it('R1: tag characters spell a subdivision flag after a black flag; after a letter they hide', () => {
    const scotland = '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
    expect(problem(scotland)).toBeNull();
    expect(problem('A\u{e0067}\u{e0062}')).toBe('invisible');
    expect(problem('\u{e0067}')).toBe('invisible');
  });

  it('R1: an ideographic variation selector follows a Han character; after a letter it hides', () => {
    expect(problem('葛\u{e0100}')).toBeNull();
    expect(problem('A\u{e0100}')).toBe('invisible');
  });
});

describe('R1: every kind of character that draws nothing is refused on its own', () => {
  const problem = (name: string) => nameProblems([name, 'Ben', 'Cat'])[0];
  const hidden: Record<string, string> = {
    'a control character': 'A\u0007na',
    'a format character (zero-width space)': 'A\u200bna',
    'the line separator': 'A\u2028na',
    'the paragraph separator': 'A\u2029na',
    'the Hangul choseong filler': 'A\u115fna',
    'the Hangul jungseong filler': 'A\u1160na',
    'the Hangul filler': 'A\u3164na',
    'the halfwidth Hangul filler': 'A\uffa0na',
    'the braille blank': 'A\u2800na',
    'the Mongolian vowel separator': 'A\u180ena',
    'the combining grapheme joiner': 'A\u034fna',
    'a variation selector other than text or emoji style': 'A\ufe00na',
  };

  it.each(Object.entries(hidden))('R1: %s is invisible', (_, name) => {
    expect(problem(name)).toBe('invisible');
  });

  it('R1: an emoji written with its emoji-style selector or a skin tone still joins the next one', () => {
    for (const name of ['❤\ufe0f\u200d🔥', '👩🏽\u200d🚀', '🧑\u200d🤝\u200d🧑']) {
      expect(problem(name), JSON.stringify(name)).toBeNull();
    }
  });
});
