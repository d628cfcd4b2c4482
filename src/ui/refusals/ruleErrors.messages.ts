import { areaMessages } from '../../i18n';
import type { en } from './ruleErrors.en';

// The strings are in ruleErrors.en.ts, ruleErrors.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    ruleErrors: typeof en;
  }
}

export const messages = areaMessages('ruleErrors');
