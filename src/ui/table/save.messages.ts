import { areaMessages } from '../../i18n';
import type { en } from './save.en';

// The table's save warnings (save.en.ts…), by SaveWarning code; lazy like every area but the first screen's.
declare module '../../i18n' {
  interface Areas {
    save: typeof en;
  }
}

export const messages = areaMessages('save');
