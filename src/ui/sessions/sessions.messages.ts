import { areaMessages } from '../../i18n';
import type { en } from './sessions.en';

// The strings are in sessions.en.ts, sessions.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    sessions: typeof en;
  }
}

export const messages = areaMessages('sessions');
