import { areaMessages } from '../../i18n';
import type { en } from './setup.en';

// The strings are in setup.en.ts, setup.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    setup: typeof en;
  }
}

export const messages = areaMessages('setup');
