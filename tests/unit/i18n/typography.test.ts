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
