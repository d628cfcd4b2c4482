import { describe, expect, it } from 'vitest';
import { allTexts } from './texts';

// French sets a non-breaking space before : ; ! ? » and after «; both languages use curly quotes.
export function frenchTypographyProblems(text: string): string[] {
  const problems: string[] = [];
  if (/ [:;!?»]/.test(text)) problems.push('a breaking space before : ; ! ? or »');
  if (/[\p{L}\d)][;!?»]/u.test(text) || /[\p{L}\d)][:](?!\/\/)/u.test(text)) problems.push('no space before : ; ! ? or »');
  if (/« /.test(text) || /«[^\u00a0\u202f]/.test(text)) problems.push('no non-breaking space after «');
  return problems;
}

export function quoteProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes("'")) problems.push('a straight apostrophe');
  if (text.includes('"')) problems.push('a straight double quote');
  if (/ {2}/.test(text)) problems.push('two spaces in a row');
  return problems;
}

describe('typography', () => {
  it('every French text spaces its punctuation the French way', () => {
    const bad = allTexts('fr').flatMap((t) => frenchTypographyProblems(t.text).map((p) => `${t.where}: ${p}: ${t.text}`));
    expect(bad).toEqual([]);
  });

  it.each(['en', 'fr'] as const)('every %s text uses curly apostrophes and quotes, one space at a time', (lang) => {
    const bad = allTexts(lang).flatMap((t) => quoteProblems(t.text).map((p) => `${t.where}: ${p}: ${t.text}`));
    expect(bad).toEqual([]);
  });

  it('catches a French colon without its space, an English straight apostrophe', () => {
    expect(frenchTypographyProblems('Manche 2: annulée')).toEqual(['no space before : ; ! ? or »']);
    expect(frenchTypographyProblems('Qui commence ?')).toEqual(['a breaking space before : ; ! ? or »']);
    expect(frenchTypographyProblems('Qui commence\u202f? Manche\u00a02\u00a0: «\u00a0je passe\u00a0»')).toEqual([]);
    expect(quoteProblems("Cat's disc")).toEqual(['a straight apostrophe']);
  });
});

// Counted words agree with their number: 1 (and 0 in French) takes the singular, 2 the plural.
const COUNTED = {
  en: ['player', 'disc', 'flower', 'game', 'section', 'success', 'card', 'character'],
  fr: ['joueur', 'disque', 'fleur', 'partie', 'section', 'réussite', 'victoire', 'carte', 'caractère', 'retourné'],
};
const SINGULAR = { en: [1], fr: [0, 1] };

export function agreementProblems(lang: 'en' | 'fr', text: string, n: number): string[] {
  const words = COUNTED[lang];
  const singular = SINGULAR[lang].includes(n);
  return words.flatMap((w) => {
    const plural = new RegExp(`(^|[^\\d])${n} ${w}(s|es)\\b`, 'u');
    const single = new RegExp(`(^|[^\\d])${n} ${w}(?![\\p{L}])`, 'u');
    if (singular && plural.test(text)) return [`${n} with a plural ${w}`];
    if (!singular && single.test(text)) return [`${n} with a singular ${w}`];
    return [];
  });
}

describe('counted words', () => {
  it.each(['en', 'fr'] as const)('agree with their number in every %s text', (lang) => {
    const bad = [0, 1, 2, 5].flatMap((n) =>
      allTexts(lang, n).flatMap((t) => agreementProblems(lang, t.text, n).map((p) => `${t.where}: ${p}: ${t.text}`)),
    );
    expect(bad).toEqual([]);
  });

  it('catches “1 discs”, “2 disc”, and « 0 disques » but not « 0 disque »', () => {
    expect(agreementProblems('en', 'On the mat: 1 discs', 1)).toEqual(['1 with a plural disc']);
    expect(agreementProblems('en', 'owns 2 disc', 2)).toEqual(['2 with a singular disc']);
    expect(agreementProblems('fr', 'possède 0 disques', 0)).toEqual(['0 with a plural disque']);
    expect(agreementProblems('fr', 'possède 0 disque, 12 disques', 0)).toEqual([]);
  });
});
