import { balanced, noSpaceBeforePunctuation, quoteSpacing, type LangRules } from './types';

// Italian quotes with « », elides with the curly apostrophe ’ and writes È, perché, po’ with their own accents.
function italianTypography(text: string): string[] {
  const problems = [...balanced(text, '«', '»'), ...quoteSpacing(text, '«', '»'), ...noSpaceBeforePunctuation(text)];
  if (/[“”]/.test(text)) problems.push('English quotation marks: use « »');
  if (/(^|[\s(«])E’/u.test(text)) problems.push('E’ for È');
  if (/\b(perchè|poichè|affinchè|benchè|finchè|nè|pò)(?!\p{L})/iu.test(text)) problems.push('a wrong accent (perché, né, po’)');
  if (/(?<!\p{L})(l|un|dell|dall|nell|sull|all|d|c|quest|quell|dov)’\s/iu.test(text)) problems.push('a space after an elision');
  return problems;
}

export const it: LangRules = {
  // To be written with the Italian translation: the published edition's words, one per concept (CONCEPTS in types.ts).
  glossary: [],
  sameAsEnglish: [],
  counted: [
    ['giocatore', 'giocatori'], ['disco', 'dischi'], ['fiore', 'fiori'], ['partita', 'partite'], ['sezione', 'sezioni'],
    ['carta', 'carte'], ['carattere', 'caratteri'], ['round', 'round'],
  ],
  typography: italianTypography,
};
