import { areaMessages } from '../i18n';
import type { en } from './storage.en';

// Lazy like every area but the first screen's: only the game and saved-games screens show these warnings.
declare module '../i18n' {
  interface Areas {
    storage: typeof en;
  }
}

export const messages = areaMessages('storage');
