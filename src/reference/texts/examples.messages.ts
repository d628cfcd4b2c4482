import { areaMessages } from '../../i18n';
import type { en } from './examples.en';

// The strings are in examples.en.ts, examples.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    examples: typeof en;
  }
}

export const messages = areaMessages('examples');
