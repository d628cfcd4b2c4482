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

export const de: typeof en = {
  updateAvailable: 'Update verfügbar',
  reload: 'Neu laden',
  later: 'Später',
};

export const es: typeof en = {
  updateAvailable: 'Actualización disponible',
  reload: 'Recargar',
  later: 'Más tarde',
};

export const it: typeof en = {
  updateAvailable: 'Aggiornamento disponibile',
  reload: 'Ricarica',
  later: 'Più tardi',
};

export const messages = defineMessages({ en, fr, de, es, it });
