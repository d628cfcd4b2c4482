import { areaMessages } from '../../i18n';
import type { en } from './seating.en';

// The strings are in seating.en.ts, seating.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    seating: typeof en;
  }
}

export const messages = areaMessages('seating');
