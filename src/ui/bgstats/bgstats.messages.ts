import { areaMessages } from '../../i18n';
import type { en } from './bgstats.en';

// The strings are in bgstats.en.ts, bgstats.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    bgstats: typeof en;
  }
}

export const messages = areaMessages('bgstats');
