import { areaMessages } from '../../i18n';
import type { en } from './players.en';

// The strings are in players.en.ts, players.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
declare module '../../i18n' {
  interface Areas {
    players: typeof en;
  }
}

export const messages = areaMessages('players');
