import { areaMessages } from '../../i18n';
import type { en } from './stats.en';

// The strings are in stats.en.ts, stats.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    stats: typeof en;
  }
}

export const messages = areaMessages('stats');
