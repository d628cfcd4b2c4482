import { describe, expect, it, vi } from 'vitest';
import { LANGS, type Lang } from '../../../src/i18n/langs';
import { deName, elidesBefore, queName } from '../../../src/i18n/nameGrammar';
import { LANG_RULES } from './langs';
import { nameSentences, wordsAround } from './nameSentences';
import { area } from './texts';

// Sentences about a named player must read right for any name: French elides before a vowel (« d’Omar »), and no
// language may give the name a gender it may not have. Every sentence that shows a name is drawn, rule errors too.

// A French editor's ear: elided before a vowel, a mute h and a Y read as i (Yves); kept whole before a Y read as a
// consonant (Yann, Yuki) and a consonant. Each name says which it takes, so a helper that disagrees fails.
const ELIDED_NAMES = ['Omar', 'Élodie', 'Hélène', 'Hervé', 'Hugo', 'Yves'];
const WHOLE_NAMES = ['Yann', 'Yuki', 'Nadia'];
// French words that elide before a vowel; « de Omar », « que Élodie », « le Omar » are errors.
const ELIDING = /(?<!\p{L})(de|que|le|la|ne|se|me|te|jusque|lorsque|puisque|quelque)\s+$/iu;

function frenchElisionProblems(name: string, elided: boolean): string[] {
  return nameSentences('fr', name).flatMap(({ where, text }) => {
    const problems: string[] = [];
    let at = text.indexOf(name);
    while (at >= 0) {
      const before = text.slice(0, at);
      if (elided && ELIDING.test(before)) problems.push(`${where}: ${text}`);
      if (!elided && /(?<!\p{L})(d|qu|l)[’']$/iu.test(before)) problems.push(`${where}: ${text}`);
      at = text.indexOf(name, at + name.length);
    }
    return problems;
  });
}

describe('French elision before a name', () => {
  it('the helper elides before a vowel, a mute h and a Y read as i, never before a consonant Y or a digit', () => {
    expect(['Omar', 'Élodie', 'inès', 'Ève', 'Ugo', 'Hélène', 'Hervé', 'Hugo', 'Yves', 'Yvonne'].map(deName)).toEqual([
      'd’Omar',
      'd’Élodie',
      'd’inès',
      'd’Ève',
      'd’Ugo',
      'd’Hélène',
      'd’Hervé',
      'd’Hugo',
      'd’Yves',
      'd’Yvonne',
    ]);
    expect(['Yann', 'Yuki', 'Nadia', '11', '🦊 Lou'].map(deName)).toEqual([
      'de Yann',
      'de Yuki',
      'de Nadia',
      'de 11',
      'de 🦊 Lou',
    ]);
    expect(queName('Omar')).toBe('qu’Omar');
    expect(queName('Hélène')).toBe('qu’Hélène');
    expect(queName('Yann')).toBe('que Yann');
    // A decomposed É (E + combining accent) is the same name.
    expect(elidesBefore('E\u0301lodie')).toBe(true);
  });

  it.each(ELIDED_NAMES)('every French sentence that shows a name elides before %s', (name) => {
    expect(nameSentences('fr', name).length).toBeGreaterThan(40);
    expect(frenchElisionProblems(name, true)).toEqual([]);
  });

  it.each(WHOLE_NAMES)('and keeps « de » whole before %s', (name) => {
    expect(frenchElisionProblems(name, false)).toEqual([]);
  });

  it('no label shown beside a name ends in « de » or « que », which could not elide (« Au tour de Omar »)', () => {
    const table = area('table').fr;
    const labels = [table.turnLabel, table.challengerLabel, table.starterLabel, table.chooserLabel];
    expect(labels.filter((label) => /(?<!\p{L})(de|que)$/iu.test(label))).toEqual([]);
  });

  it('catches « de Omar » and « d’Yann »', () => {
    expect(ELIDING.test('Que montre le disque du dessus de ')).toBe(true);
    expect(/(?<!\p{L})(d|qu|l)[’']$/iu.test('le crâne d’')).toBe(true);
  });
});

// Forms that agree with the person next to them (langs/<lang>.ts): any of these beside a name gives the name a
// gender. Possessives that agree with the thing owned (son tapis, su tapete, il suo disco) are not listed; German's
// sein/ihr agree with the owner.
// Two names of different genders, so a form that agrees with either one shows.
const TWO_NAMES = ['Nadia', 'Omar'];

function genderProblems(lang: Lang, name: string): string[] {
  return nameSentences(lang, name).flatMap(({ where, text }) =>
    wordsAround(text, name)
      .filter((window) => LANG_RULES[lang].gendered.some((form) => form.test(window)))
      .map((window) => `${where}: …${window}…`),
  );
}

describe.each(LANGS)('%s sentences about a named player', (lang) => {
  it.each(TWO_NAMES)('give %s no gender beside the name', (name) => {
    expect(nameSentences(lang, name).length).toBeGreaterThan(40);
    expect(genderProblems(lang, name)).toEqual([]);
  });
});

describe('the gender check catches', () => {
  it('the forms that were there', () => {
    const caught = (lang: Lang, text: string) =>
      wordsAround(text, 'Nadia').some((w) => LANG_RULES[lang].gendered.some((f) => f.test(w)));
    expect(caught('fr', 'Nadia est le dernier joueur en jeu et gagne la partie.')).toBe(true);
    expect(caught('fr', 'Nadia fusionné avec Omar.')).toBe(true);
    expect(caught('fr', 'Nadia redevient un joueur à part entière.')).toBe(true);
    expect(caught('fr', 'Renommé en Nadia.')).toBe(true);
    expect(caught('de', 'Omar wählt Nadia als Startspieler dieser Runde.')).toBe(true);
    expect(caught('de', 'Nadia ist wieder ein eigener Spieler.')).toBe(true);
    expect(caught('es', 'Nadia vuelve a ser un jugador aparte.')).toBe(true);
    expect(caught('it', 'Ognuno mette un disco coperto: Nadia lo mette per ultimo.')).toBe(true);
    expect(caught('it', 'Nadia torna a essere un giocatore a sé.')).toBe(true);
    expect(caught('de', 'Herausforderer Nadia')).toBe(true);
    expect(caught('es', 'Retador Nadia')).toBe(true);
    expect(caught('en', 'Nadia flips his own disc.')).toBe(true);
  });
});

describe('lists of names', () => {
  it('join with the language’s own “and” and “or”', async () => {
    // The formats are kept once made: loaded anew, so this test makes them (a run that shares modules keeps them too).
    vi.resetModules();
    const { listAnd, listOr } = await import('../../../src/i18n/nameGrammar');
    expect(listAnd('fr', ['Ann', 'Bob', 'Cat'])).toBe('Ann, Bob et Cat');
    expect(listOr('it', ['Ann', 'Bob', 'Cat'])).toBe('Ann, Bob o Cat');
    expect(listOr('de', ['Ann', 'Bob'])).toBe('Ann oder Bob');
    expect(listOr('es', ['Ann', 'Bob', 'Cat'])).toBe('Ann, Bob o Cat');
  });

  const OR: Record<Lang, string> = { en: ' or ', fr: ' ou ', de: ' oder ', es: ' o ', it: ' o ' };
  it.each(LANGS)('the %s rule errors offer the choices as an “or” list', (lang) => {
    const or = OR[lang];
    const texts = nameSentences(lang, 'Nadia').filter((t) => t.where.endsWith('eliminated'));
    expect(texts.some((t) => t.text.includes(`Nadia${or}Nadia`))).toBe(true);
  });
});
