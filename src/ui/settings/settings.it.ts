import type { en } from './settings.en';
export const it: typeof en = {
  title: 'Impostazioni',
  home: 'Inizio',
  languageTitle: 'Lingua',
  languageHint: 'Tutta l’app e le regole seguono questa scelta, che viene ricordata su questo dispositivo.',
};
