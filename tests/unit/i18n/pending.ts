import type { Lang } from '../../../src/i18n';

/**
 * Languages whose dictionaries still hold a copy of the English text while their translation is written: their
 * keys are checked, their wording is not yet (no untranslated, glossary or typography check). A translation
 * removes its line; pending.test.ts fails while any line is left, so nothing ships half translated.
 * (One line each, with a comment between, so the three translations merge without touching each other's line.)
 */
export const PENDING_LANGS: readonly Lang[] = [
  // German (branch lang-de): translated
  // Spanish (branch lang-es): translated
  // Italian (branch lang-it): translated
];
