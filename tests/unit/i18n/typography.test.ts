import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../../src/i18n';
import { LANG_RULES } from './langs';
import { allTexts, CHECKED_LANGS } from './texts';

// Every language: curly apostrophes and quotes, one space at a time; then each language's own rules (langs/<lang>.ts).
function quoteProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes("'")) problems.push('a straight apostrophe');
  if (text.includes('"')) problems.push('a straight double quote');
  if (/ {2}/.test(text)) problems.push('two spaces in a row');
  return problems;
}

const typographyProblems = (lang: Lang, text: string) => [...quoteProblems(text), ...LANG_RULES[lang].typography(text)];

describe('typography', () => {
  it.each(CHECKED_LANGS)(
    'every %s text uses curly apostrophes and quotes, one space at a time, and its language’s own marks and spacing',
    (lang) => {
      const bad = allTexts(lang).flatMap((t) =>
        typographyProblems(lang, t.text).map((p) => `${t.where}: ${p}: ${t.text}`),
      );
      expect(bad).toEqual([]);
    },
  );

  it('catches a French colon without its space, an English straight apostrophe', () => {
    expect(typographyProblems('fr', 'Manche 2: annulée')).toEqual(['no space before : ; ! ? or »']);
    expect(typographyProblems('fr', 'Qui commence ?')).toEqual(['a breaking space before : ; ! ? or »']);
    expect(typographyProblems('fr', 'Qui commence\u202f? Manche\u00a02\u00a0: «\u00a0je passe\u00a0»')).toEqual([]);
    expect(quoteProblems("Cat's disc")).toEqual(['a straight apostrophe']);
    expect(typographyProblems('fr', 'Au plus 10000 coups.')).toEqual(['digits not grouped: 10 000']);
    expect(typographyProblems('fr', 'Manche\u00a02\u202f: abandonnée\u00a0!')).toEqual([
      'a thin space before : or inside « »: use U+00A0',
      'a wide space before ; ! ?: use U+202F',
    ]);
  });

  it('catches German text quoted the English or French way, a stray quotation mark, French spacing and the formal address', () => {
    expect(typographyProblems('de', 'Sag „passe“ laut.')).toEqual([]);
    expect(typographyProblems('de', 'Sag “passe” laut.')).toEqual([
      '“ without „',
      'a space before “',
      'English or French quotation marks: use „…“',
    ]);
    expect(typographyProblems('de', 'Sag «passe» laut.')).toEqual(['English or French quotation marks: use „…“']);
    expect(typographyProblems('de', 'Sag „ passe“ laut !')).toEqual(['a space after „', 'a space before : ; ! or ?']);
    expect(typographyProblems('de', 'Dann drehen Sie Ihre Scheibe um.')).toEqual([
      'the formal address (Sie, Ihr): say du',
    ]);
    expect(typographyProblems('de', 'Sie legt eine Scheibe. Ihr spielt weiter.')).toEqual([]);
  });

  it('catches Spanish without its opening ¿ ¡, with English quotes or spaced guillemets', () => {
    expect(typographyProblems('es', '¿Quién empieza? ¡Gana Ana! Di «paso».')).toEqual([]);
    expect(typographyProblems('es', 'Quién empieza?')).toEqual(['? without ¿']);
    expect(typographyProblems('es', '¡Gana Ana')).toEqual(['¡ without !']);
    expect(typographyProblems('es', 'Di “paso” o « paso ».')).toEqual([
      'a space after «',
      'a space before »',
      'English quotation marks: use « »',
    ]);
  });

  it('catches Italian E’ for È, a wrong accent, a space after an elision and English quotes', () => {
    expect(typographyProblems('it', 'È il turno di Ana: un po’ di pazienza, perché l’altro dice «passo».')).toEqual([]);
    expect(typographyProblems('it', 'E’ il turno di Ana.')).toEqual(['E’ for È']);
    expect(typographyProblems('it', 'Un pò, perchè no.')).toEqual(['a wrong accent (perché, né, po’)']);
    expect(typographyProblems('it', 'Gira l’ ultimo disco e di “passo”.')).toEqual([
      'English quotation marks: use « »',
      'a space after an elision',
    ]);
  });
});

// Counted words agree with their number, by the language's plural rules: 1 (and 0 in French) takes the singular.
function agreementProblems(lang: Lang, text: string, n: number): string[] {
  const singular = new Intl.PluralRules(lang).select(n) === 'one';
  return LANG_RULES[lang].counted.flatMap(([one, other]) => {
    if (one === other) return [];
    const plural = new RegExp(`(^|[^\\d])${n} ${other}(?![\\p{L}])`, 'u');
    const single = new RegExp(`(^|[^\\d])${n} ${one}(?![\\p{L}])`, 'u');
    if (singular && plural.test(text)) return [`${n} with a plural ${one}`];
    if (!singular && single.test(text)) return [`${n} with a singular ${one}`];
    return [];
  });
}

describe('counted words', () => {
  it('every language lists the words it counts', () => {
    for (const lang of LANGS) expect(LANG_RULES[lang].counted.length, lang).toBeGreaterThanOrEqual(5);
  });

  it.each(CHECKED_LANGS)('agree with their number in every %s text', (lang) => {
    const bad = [0, 1, 2, 5].flatMap((n) =>
      allTexts(lang, n).flatMap((t) => agreementProblems(lang, t.text, n).map((p) => `${t.where}: ${p}: ${t.text}`)),
    );
    expect(bad).toEqual([]);
  });

  it('catches “1 discs”, “2 disc”, « 0 disques » but not « 0 disque », „1 Blumen“ and „0 Blume“', () => {
    expect(agreementProblems('en', 'On the mat: 1 discs', 1)).toEqual(['1 with a plural disc']);
    expect(agreementProblems('en', 'owns 2 disc', 2)).toEqual(['2 with a singular disc']);
    expect(agreementProblems('fr', 'possède 0 disques', 0)).toEqual(['0 with a plural disque']);
    expect(agreementProblems('fr', 'possède 0 disque, 12 disques', 0)).toEqual([]);
    expect(agreementProblems('de', 'noch 1 Blumen', 1)).toEqual(['1 with a plural Blume']);
    expect(agreementProblems('de', 'noch 0 Blume', 0)).toEqual(['0 with a singular Blume']);
    expect(agreementProblems('es', 'quedan 2 flor', 2)).toEqual(['2 with a singular flor']);
    expect(agreementProblems('it', 'resta 1 dischi', 1)).toEqual(['1 with a plural disco']);
  });
});
