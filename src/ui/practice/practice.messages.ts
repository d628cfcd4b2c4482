import { areaMessages } from '../../i18n';
import type { en } from './practice.en';

// The strings are in practice.en.ts, practice.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    practice: typeof en;
  }
}

export const messages = areaMessages('practice');

/** The practice round's words (with its card sentences laid over them at a card table: practiceWords). */
export type PracticeWords = typeof en;
