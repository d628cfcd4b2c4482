import { areaMessages } from '../../i18n';
import type { en } from './variants.en';

// The strings are in variants.en.ts, variants.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    variants: typeof en;
  }
}

export const messages = areaMessages('variants');
