import { balanced, noSpaceBeforePunctuation, quoteSpacing, type LangRules } from './types';

// Spanish opens questions and exclamations with ¿ and ¡ and quotes with « », no space inside them.
function spanishTypography(text: string): string[] {
  return [
    ...balanced(text, '¿', '?'),
    ...balanced(text, '¡', '!'),
    ...balanced(text, '«', '»'),
    ...quoteSpacing(text, '«', '»'),
    ...(/[“”]/.test(text) ? ['English quotation marks: use « »'] : []),
    ...noSpaceBeforePunctuation(text),
  ];
}

export const es: LangRules = {
  // To be written with the Spanish translation: the published edition's words, one per concept (CONCEPTS in types.ts).
  glossary: [],
  sameAsEnglish: [],
  counted: [
    ['jugador', 'jugadores'], ['disco', 'discos'], ['flor', 'flores'], ['partida', 'partidas'], ['sección', 'secciones'],
    ['éxito', 'éxitos'], ['carta', 'cartas'], ['carácter', 'caracteres'], ['ronda', 'rondas'],
  ],
  typography: spanishTypography,
};
