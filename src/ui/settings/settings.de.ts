import type { en } from './settings.en';

export const de: typeof en = {
  title: 'Einstellungen',
  home: 'Start',
  languageTitle: 'Sprache',
  languageHint: 'Die ganze App und die Regeln folgen dieser Wahl, und sie wird auf diesem Gerät gespeichert.',
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
  languageFailed: (name: string) =>
    `${name} konnte nicht geladen werden: Vielleicht bist du offline, oder die App wurde in einem anderen Tab aktualisiert.`,
};
