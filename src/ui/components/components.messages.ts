import { areaMessages } from '../../i18n';
import type { en } from './components.en';

// The strings are in components.en.ts, components.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    components: typeof en;
  }
}

export const messages = areaMessages('components');
