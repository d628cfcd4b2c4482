import type { Lang } from '../../../../src/i18n';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import type { LangRules } from './types';

export { CARD_AREA, CARD_AREAS, CARD_TEXTS, CONCEPTS, type Concept, type LangRules, type Term } from './types';

/** What the tests check in each language; a language in LANGS without its file is a type error. */
export const LANG_RULES: Record<Lang, LangRules> = { en, fr, de, es, it };

/** Each language named in English, for test messages. */
export const LANG_LABEL: Record<Lang, string> = {
  en: 'English',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  it: 'Italian',
};
