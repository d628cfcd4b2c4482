import { areaMessages } from '../../i18n';
import type { en } from './basics.en';

// The strings are in basics.en.ts, basics.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    basics: typeof en;
  }
}

export const messages = areaMessages('basics');
