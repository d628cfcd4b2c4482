import { areaMessages } from '../../i18n';
import type { en } from './comfort.en';

// The strings are in comfort.en.ts, comfort.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    comfort: typeof en;
  }
}

export const messages = areaMessages('comfort');
