// Settings → About: the app's version and the device's own error record, for a bug report.
import { defineMessages } from '../../i18n';

export const en = {
  aboutTitle: 'About',
  version: (version: string, date: string) => `Version ${version}, built on ${date}`,
  browser: (name: string) => `Browser: ${name}`,
  noErrors: 'No errors caught on this device.',
  errors: (n: number) => `Errors caught on this device: ${n}`,
  privacy: 'Kept on this device only: nothing is sent anywhere. It holds no names and nothing of your games.',
  copy: 'Copy for a bug report',
  copied: 'Copied. Paste it into your bug report.',
  copyFailed: 'It could not be copied: select the text below and copy it.',
  details: 'What is copied',
};

export const fr: typeof en = {
  aboutTitle: 'À propos',
  version: (version: string, date: string) => `Version ${version}, compilée le ${date}`,
  browser: (name: string) => `Navigateur\u00a0: ${name}`,
  noErrors: 'Aucune erreur relevée sur cet appareil.',
  errors: (n: number) => `Erreurs relevées sur cet appareil\u00a0: ${n}`,
  privacy: 'Gardé sur cet appareil uniquement\u00a0: rien n’est envoyé nulle part. Aucun nom, rien de vos parties.',
  copy: 'Copier pour signaler un bug',
  copied: 'Copié. Collez-le dans votre signalement.',
  copyFailed: 'Impossible de copier\u00a0: sélectionnez le texte ci-dessous et copiez-le.',
  details: 'Ce qui est copié',
};

export const de: typeof en = {
  aboutTitle: 'Über die App',
  version: (version: string, date: string) => `Version ${version}, erstellt am ${date}`,
  browser: (name: string) => `Browser: ${name}`,
  noErrors: 'Auf diesem Gerät wurden keine Fehler erfasst.',
  errors: (n: number) => `Auf diesem Gerät erfasste Fehler: ${n}`,
  privacy:
    'Nur auf diesem Gerät gespeichert: Nichts wird irgendwohin gesendet. Keine Namen, nichts aus deinen Partien.',
  copy: 'Für eine Fehlermeldung kopieren',
  copied: 'Kopiert. Füge es in deine Fehlermeldung ein.',
  copyFailed: 'Kopieren war nicht möglich: Markiere den Text unten und kopiere ihn.',
  details: 'Was kopiert wird',
};

export const es: typeof en = {
  aboutTitle: 'Acerca de',
  version: (version: string, date: string) => `Versión ${version}, compilada el ${date}`,
  browser: (name: string) => `Navegador: ${name}`,
  noErrors: 'No se ha registrado ningún error en este dispositivo.',
  errors: (n: number) => `Errores registrados en este dispositivo: ${n}`,
  privacy: 'Se guarda solo en este dispositivo: no se envía nada a ninguna parte. Sin nombres ni nada de tus partidas.',
  copy: 'Copiar para informar de un error',
  copied: 'Copiado. Pégalo en tu informe.',
  copyFailed: 'No se ha podido copiar: selecciona el texto de abajo y cópialo.',
  details: 'Lo que se copia',
};

export const it: typeof en = {
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
};

export const messages = defineMessages({ en, fr, de, es, it });
