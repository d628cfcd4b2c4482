import { areaMessages } from '../i18n';

// The strings are in basics.en.ts, basics.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
export const messages = areaMessages('basics');
