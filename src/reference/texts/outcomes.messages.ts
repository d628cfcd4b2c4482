import { areaMessages } from '../../i18n';
import type { en } from './outcomes.en';

// The strings are in outcomes.en.ts, outcomes.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    outcomes: typeof en;
  }
}

export const messages = areaMessages('outcomes');
