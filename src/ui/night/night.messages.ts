import { areaMessages } from '../../i18n';

// The strings are in night.en.ts, night.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
export const messages = areaMessages('night');
