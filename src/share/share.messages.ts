import { areaMessages } from '../i18n';

// The strings are in share.en.ts, share.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
export const messages = areaMessages('share');
