import { areaMessages } from '../i18n';
import type { en } from './reference.en';

// The strings are in reference.en.ts, reference.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../i18n' {
  interface Areas {
    reference: typeof en;
  }
}

export const messages = areaMessages('reference');
