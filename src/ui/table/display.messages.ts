import { areaMessages } from '../../i18n';
import type { en } from './display.en';

// The strings are in display.en.ts, display.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    display: typeof en;
  }
}

export const messages = areaMessages('display');
