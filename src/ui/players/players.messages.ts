import { areaMessages } from '../../i18n';

// The strings are in players.en.ts, players.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
export const messages = areaMessages('players');
