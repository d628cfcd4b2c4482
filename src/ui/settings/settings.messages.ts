import { areaMessages } from '../../i18n';
import type { en } from './settings.en';

// The strings are in settings.en.ts, settings.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    settings: typeof en;
  }
}

export const messages = areaMessages('settings');
