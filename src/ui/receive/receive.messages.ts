import { areaMessages } from '../../i18n';
import type { en } from './receive.en';

// The strings are in receive.en.ts, receive.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    receive: typeof en;
  }
}

export const messages = areaMessages('receive');
