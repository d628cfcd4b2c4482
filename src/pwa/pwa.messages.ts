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

export const messages = defineMessages({ en, fr });
