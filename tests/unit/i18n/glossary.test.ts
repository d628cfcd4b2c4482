import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary';
import { CARD_AREA, CARD_TEXTS, CONCEPTS, LANG_RULES, type Term } from './langs';
import { registerProblems } from './langs/types';
import { allTexts, CHECKED_LANGS } from './texts';

const DEFAULT_PLACES = ['/src/reference/', '/src/ui/table/'];
const inCards = (where: string) => CARD_TEXTS.some((start) => where.startsWith(start));
/** R3: a disc word is not checked in the card sentences, a card word only there. */
const checkedIn = (term: Term, where: string) =>
  term.equipment === 'discs' ? !inCards(where) : term.equipment === 'cards' ? inCards(where) : true;

describe.each(CHECKED_LANGS)(
  'the %s glossary: one word per thing, in the rules reference and at the table alike',
  (lang) => {
    const texts = allTexts(lang);

    it('reads texts from every dictionary', () => {
      expect(new Set(texts.map((t) => t.where.split(' ')[0])).size).toBeGreaterThanOrEqual(18);
    });

    it.each(GLOSSARY[lang].map((term) => [term.concept, term] as const))(
      '%s: no dictionary uses a banned alternative',
      (_concept, term) => {
        const offenders = texts
          .filter((t) => checkedIn(term, t.where) && term.banned.some((b) => b.test(t.text)))
          .map((t) => `${t.where}: ${t.text}`);
        expect(offenders).toEqual([]);
      },
    );

    it.each(GLOSSARY[lang].map((term) => [term.concept, term] as const))(
      '%s: the allowed word is the one in use',
      (_concept, term) => {
        for (const place of term.seenIn ?? (term.equipment === 'cards' ? [`${CARD_AREA} `] : DEFAULT_PLACES)) {
          expect(
            texts.some((t) => t.where.startsWith(place) && term.word.test(t.text)),
            `${term.word} in ${place}`,
          ).toBe(true);
        }
      },
    );
  },
);

// One voice per language: the app speaks to each player in one register, never the other one beside it.
describe.each(CHECKED_LANGS)('the %s register', (lang) => {
  it('no text uses the other register’s pronouns or verb forms', () => {
    expect(registerProblems(LANG_RULES[lang], allTexts(lang))).toEqual([]);
  });

  it('the check refuses the other register’s samples', () => {
    const { caught } = LANG_RULES[lang].otherRegister;
    const samples = caught.map((text, i) => ({ where: `sample ${i}`, text }));
    expect(registerProblems(LANG_RULES[lang], samples)).toHaveLength(caught.length);
  });
});

// The languages added by issue 15 name every thing a table talks about, each with its one word.
describe.each(CHECKED_LANGS.filter((lang) => lang !== 'en' && lang !== 'fr'))('the %s glossary', (lang) => {
  it('names the disc, the mat, flower and skull, bid, raise and pass, the challenger, the challenge, success, round and Last Chance', () => {
    expect(CONCEPTS.filter((c) => !GLOSSARY[lang].some((t) => t.id === c))).toEqual([]);
  });
});

describe('the glossary check catches', () => {
  it('a banned word, whatever its case', () => {
    const flip = GLOSSARY.en.find((t) => t.word.test('flip'))!;
    expect(flip.banned.some((b) => b.test('Ann turns up her top disc'))).toBe(true);
    const undo = GLOSSARY.fr.find((t) => t.word.test('Annulé'))!;
    expect(undo.banned.some((b) => b.test('Action défaite : Ann parie 2.'))).toBe(true);
    const abandon = GLOSSARY.fr.find((t) => t.word.test('abandonner'))!;
    expect(abandon.banned.some((b) => b.test('Annuler la manche'))).toBe(true);
    const out = GLOSSARY.fr.find((t) => t.word.test('hors jeu'))!;
    expect(out.banned.some((b) => b.test('Carla est éliminée'))).toBe(true);
  });
});
