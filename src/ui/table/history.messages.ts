import { areaMessages } from '../../i18n';
import type { en } from './history.en';

// The strings are in history.en.ts, history.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    history: typeof en;
  }
}

export const messages = areaMessages('history');
