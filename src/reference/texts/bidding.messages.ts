import { areaMessages } from '../../i18n';
import type { en } from './bidding.en';

// The strings are in bidding.en.ts, bidding.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    bidding: typeof en;
  }
}

export const messages = areaMessages('bidding');
