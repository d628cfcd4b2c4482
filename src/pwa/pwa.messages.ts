import { defineMessages } from '../i18n';

export const en = {
  updateAvailable: 'Update available',
  reload: 'Reload',
  later: 'Later',
};

export const fr: typeof en = {
  updateAvailable: 'Mise à jour disponible',
  reload: 'Recharger',
  later: 'Plus tard',
};

// PENDING: still the English text, to be translated (PENDING_LANGS, tests/unit/i18n/texts.ts).
export const de: typeof en = { ...en };
export const es: typeof en = { ...en };
export const it: typeof en = { ...en };

export const messages = defineMessages({ en, fr, de, es, it });
