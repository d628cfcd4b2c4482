import { areaMessages } from '../../i18n';
import type { en } from './share.en';

// The strings are in share.en.ts, share.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    share: typeof en;
  }
}

export const messages = areaMessages('share');
