import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/i18n';
import { deName, elidesBefore, listAnd, listOr, queName } from '../../../src/i18n/nameGrammar';
import { nameSentences, wordsAround } from './nameSentences';

// Sentences about a named player must read right for any name: French elides before a vowel (« d’Omar »), and no
// language may give the name a gender it may not have. Every sentence that shows a name is drawn, rule errors too.

const VOWEL_NAMES = ['Omar', 'Élodie'];
const CONSONANT_NAMES = ['Hugo', 'Yann']; // one choice kept everywhere: « de Hugo », « de Yann »
// French words that elide before a vowel; « de Omar », « que Élodie », « le Omar » are errors.
const ELIDING = /(?<!\p{L})(de|que|le|la|ne|se|me|te|jusque|lorsque|puisque|quelque)\s+$/iu;

function frenchElisionProblems(name: string): string[] {
  const vowel = elidesBefore(name);
  return nameSentences('fr', name).flatMap(({ where, text }) => {
    const problems: string[] = [];
    let at = text.indexOf(name);
    while (at >= 0) {
      const before = text.slice(0, at);
      if (vowel && ELIDING.test(before)) problems.push(`${where}: ${text}`);
      if (!vowel && /(?<!\p{L})(d|qu|l)[’']$/iu.test(before)) problems.push(`${where}: ${text}`);
      at = text.indexOf(name, at + name.length);
    }
    return problems;
  });
}

describe('French elision before a name', () => {
  it('the helper elides before a vowel, accented or not, and never before h, Y or a digit', () => {
    expect(['Omar', 'Élodie', 'inès', 'Ève', 'Ugo'].map(deName)).toEqual([
      'd’Omar',
      'd’Élodie',
      'd’inès',
      'd’Ève',
      'd’Ugo',
    ]);
    expect(['Hugo', 'Yann', 'Nadia', '11', '🦊 Lou'].map(deName)).toEqual([
      'de Hugo',
      'de Yann',
      'de Nadia',
      'de 11',
      'de 🦊 Lou',
    ]);
    expect(queName('Omar')).toBe('qu’Omar');
    expect(queName('Yann')).toBe('que Yann');
    // A decomposed É (E + combining accent) is the same name.
    expect(elidesBefore('E\u0301lodie')).toBe(true);
  });

  it.each(VOWEL_NAMES)('every French sentence that shows a name elides before %s', (name) => {
    expect(nameSentences('fr', name).length).toBeGreaterThan(40);
    expect(frenchElisionProblems(name)).toEqual([]);
  });

  it.each(CONSONANT_NAMES)('and keeps « de » whole before %s', (name) => {
    expect(frenchElisionProblems(name)).toEqual([]);
  });

  it('catches « de Omar » and « d’Yann »', () => {
    expect(ELIDING.test('Que montre le disque du dessus de ')).toBe(true);
    expect(/(?<!\p{L})(d|qu|l)[’']$/iu.test('le crâne d’')).toBe(true);
  });
});

// Forms that agree with the person next to them: any of these beside a name gives the name a gender. Possessives that
// agree with the thing owned (son tapis, su tapete, il suo disco) are not listed; German's sein/ihr agree with the owner.
const GENDERED: Record<Exclude<Lang, 'en'>, RegExp[]> = {
  fr: [
    /(?<!\p{L})(est|reste|devient|redevient) (le|la|un|une)(?!\p{L})/iu,
    /(?<!\p{L})(seule?|(est|reste) (le |la )?(dernier|dernière|premier|première))(?!\p{L})/iu,
    /(?<!\p{L})(fusionnée?|renommée?|éliminée?|choisie?|prête?|sortie?|venue?|arrivée?)(?!\p{L})/iu,
    /(?<!\p{L})(il|elle|lui-même|elle-même|joueuse)(?!\p{L})/iu,
  ],
  de: [
    /(?<!\p{L})(als )?(Startspieler(in)?|Letzter|Letzte|Erster|Erste)(?![\p{L}-])/u,
    /(?<!\p{L})(ein eigener Spieler|eine eigene Spielerin|ein anderer|eine andere)(?!\p{L})/iu,
    /(?<!\p{L})(sein|seine|seinen|seinem|seiner|seines|er|ihm|ihn)(?!\p{L})/u,
  ],
  es: [
    /(?<!\p{L})(el último|la última|el primero|la primera|un jugador|una jugadora)(?!\p{L})(?!\s+vez)/iu,
    /(?<!\p{L})(solo él|sola|fusionad[oa]|recordad[oa]|eliminad[oa]|elegid[oa]|echad[oa]|él|ella)(?!\p{L})/iu,
  ],
  it: [
    /(?<!\p{L})(per ultim[oa]|per prim[oa]|l’ultim[oa]|un giocatore|una giocatrice|a sé)(?!\p{L})/iu,
    /(?<!\p{L})(rimast[oa]|uscit[oa]|lui|lei)(?!\p{L})/iu,
  ],
};
// Two names of different genders, so a form that agrees with either one shows.
const TWO_NAMES = ['Nadia', 'Omar'];

function genderProblems(lang: Exclude<Lang, 'en'>, name: string): string[] {
  return nameSentences(lang, name).flatMap(({ where, text }) =>
    wordsAround(text, name)
      .filter((window) => GENDERED[lang].some((form) => form.test(window)))
      .map((window) => `${where}: …${window}…`),
  );
}

describe.each(Object.keys(GENDERED) as Exclude<Lang, 'en'>[])('%s sentences about a named player', (lang) => {
  it.each(TWO_NAMES)('give %s no gender beside the name', (name) => {
    expect(nameSentences(lang, name).length).toBeGreaterThan(40);
    expect(genderProblems(lang, name)).toEqual([]);
  });
});

describe('the gender check catches', () => {
  it('the forms that were there', () => {
    const caught = (lang: Exclude<Lang, 'en'>, text: string) =>
      wordsAround(text, 'Nadia').some((w) => GENDERED[lang].some((f) => f.test(w)));
    expect(caught('fr', 'Nadia est le dernier joueur en jeu et gagne la partie.')).toBe(true);
    expect(caught('fr', 'Nadia fusionné avec Omar.')).toBe(true);
    expect(caught('fr', 'Nadia redevient un joueur à part entière.')).toBe(true);
    expect(caught('fr', 'Renommé en Nadia.')).toBe(true);
    expect(caught('de', 'Omar wählt Nadia als Startspieler dieser Runde.')).toBe(true);
    expect(caught('de', 'Nadia ist wieder ein eigener Spieler.')).toBe(true);
    expect(caught('es', 'Nadia vuelve a ser un jugador aparte.')).toBe(true);
    expect(caught('it', 'Ognuno mette un disco coperto: Nadia lo mette per ultimo.')).toBe(true);
    expect(caught('it', 'Nadia torna a essere un giocatore a sé.')).toBe(true);
  });
});

describe('lists of names', () => {
  it('join with the language’s own “and” and “or”', () => {
    expect(listAnd('fr', ['Ann', 'Bob', 'Cat'])).toBe('Ann, Bob et Cat');
    expect(listOr('it', ['Ann', 'Bob', 'Cat'])).toBe('Ann, Bob o Cat');
    expect(listOr('de', ['Ann', 'Bob'])).toBe('Ann oder Bob');
    expect(listOr('es', ['Ann', 'Bob', 'Cat'])).toBe('Ann, Bob o Cat');
  });

  it.each(['fr', 'de', 'es', 'it'] as const)('the %s rule errors offer the choices as an “or” list', (lang) => {
    const or = { fr: ' ou ', de: ' oder ', es: ' o ', it: ' o ' }[lang];
    const texts = nameSentences(lang, 'Nadia').filter((t) => t.where.endsWith('eliminated'));
    expect(texts.some((t) => t.text.includes(`Nadia${or}Nadia`))).toBe(true);
  });
});
