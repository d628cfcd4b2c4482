import { areaMessages } from '../i18n';

// The strings are in ruleErrors.en.ts, ruleErrors.fr.ts…: each language loads on its own (src/i18n/catalog.*.ts).
export const messages = areaMessages('ruleErrors');
