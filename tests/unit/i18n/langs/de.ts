import { balanced, noSpaceBeforePunctuation, quoteSpacing, type LangRules } from './types';

// German quotes „so“, never "so", “so” or «so», and a game talks to its players with “du”: a capital Sie/Ihr
// in the middle of a sentence is the formal address.
function germanTypography(text: string): string[] {
  const problems = [...balanced(text, '„', '“'), ...quoteSpacing(text, '„', '“'), ...noSpaceBeforePunctuation(text)];
  if (/[”«»]/.test(text)) problems.push('English or French quotation marks: use „…“');
  if (/[\p{L},;]\s+(Sie|Ihnen|Ihre[mnrs]?|Ihr)\b/u.test(text)) problems.push('the formal address (Sie, Ihr): say du');
  return problems;
}

export const de: LangRules = {
  glossary: [],
  sameAsEnglish: [],
  counted: [
    ['Scheibe', 'Scheiben'], ['Blume', 'Blumen'], ['Partie', 'Partien'], ['Runde', 'Runden'], ['Karte', 'Karten'],
    ['Abschnitt', 'Abschnitte'], ['Herausforderung', 'Herausforderungen'], ['Sieg', 'Siege'], ['Erfolg', 'Erfolge'],
  ],
  typography: germanTypography,
};
