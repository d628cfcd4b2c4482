import type { en } from './settings.en';
export const it: typeof en = {
  title: 'Impostazioni',
  home: 'Inizio',
  languageTitle: 'Lingua',
  languageHint: 'Tutta l’app e le regole seguono questa scelta, che viene ricordata su questo dispositivo.',
  aboutTitle: 'Informazioni',
  version: (version: string, date: string) => `Versione ${version}, compilata il ${date}`,
  browser: (name: string) => `Browser: ${name}`,
  noErrors: 'Nessun errore registrato su questo dispositivo.',
  errors: (n: number) => `Errori registrati su questo dispositivo: ${n}`,
  privacy: 'Conservato solo su questo dispositivo: non viene inviato nulla. Nessun nome, niente delle tue partite.',
  copy: 'Copia per segnalare un errore',
  copied: 'Copiato. Incollalo nella tua segnalazione.',
  copyFailed: 'Non è stato possibile copiare: seleziona il testo qui sotto e copialo.',
  details: 'Cosa viene copiato',
  languageFailed: (name: string) =>
    `Non è stato possibile caricare la lingua ${name}: forse sei offline, oppure l’app è stata aggiornata in un’altra scheda.`,
};
