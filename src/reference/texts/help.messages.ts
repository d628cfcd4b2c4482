import { areaMessages } from '../../i18n';
import type { en } from './help.en';

// The strings are in help.en.ts, help.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    help: typeof en;
  }
}

export const messages = areaMessages('help');
