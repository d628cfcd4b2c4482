import { areaMessages } from '../../i18n';
import type { en } from './night.en';

// The strings are in night.en.ts, night.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    night: typeof en;
  }
}

export const messages = areaMessages('night');
