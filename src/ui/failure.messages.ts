// What a screen or a language that could not be loaded says: in the entry, every language, since its code may be
// exactly what failed to arrive.
import { defineMessages } from '../i18n';

export const en = {
  screenFailedTitle: 'This screen could not be loaded',
  screenFailed:
    'You may be offline, or the app was updated in another tab. Your games are safe: they are saved on this device.',
  tryAgain: 'Try again',
  reload: 'Reload',
  reloadHint: 'Reload takes the newest version of the app.',
  languageFailed: (name: string) =>
    `${name} could not be loaded: you may be offline, or the app was updated in another tab.`,
};

export const fr: typeof en = {
  screenFailedTitle: 'Cet écran n’a pas pu être chargé',
  screenFailed:
    'Vous êtes peut-être hors ligne, ou l’application a été mise à jour dans un autre onglet. Vos parties ne risquent rien : elles sont enregistrées sur cet appareil.',
  tryAgain: 'Réessayer',
  reload: 'Recharger',
  reloadHint: 'Recharger prend la dernière version de l’application.',
  languageFailed: (name: string) =>
    `Impossible de charger la langue ${name} : vous êtes peut-être hors ligne, ou l’application a été mise à jour dans un autre onglet.`,
};

export const de: typeof en = {
  screenFailedTitle: 'Dieser Bildschirm konnte nicht geladen werden',
  screenFailed:
    'Vielleicht bist du offline, oder die App wurde in einem anderen Tab aktualisiert. Deine Partien sind sicher: Sie sind auf diesem Gerät gespeichert.',
  tryAgain: 'Erneut versuchen',
  reload: 'Neu laden',
  reloadHint: 'Neu laden holt die neueste Version der App.',
  languageFailed: (name: string) =>
    `${name} konnte nicht geladen werden: Vielleicht bist du offline, oder die App wurde in einem anderen Tab aktualisiert.`,
};

export const es: typeof en = {
  screenFailedTitle: 'No se ha podido cargar esta pantalla',
  screenFailed:
    'Puede que no tengas conexión o que la aplicación se haya actualizado en otra pestaña. Tus partidas están a salvo: se guardan en este dispositivo.',
  tryAgain: 'Reintentar',
  reload: 'Recargar',
  reloadHint: 'Recargar abre la versión más reciente de la aplicación.',
  languageFailed: (name: string) =>
    `No se ha podido cargar el idioma ${name}: puede que no tengas conexión o que la aplicación se haya actualizado en otra pestaña.`,
};

export const it: typeof en = {
  screenFailedTitle: 'Non è stato possibile caricare questa schermata',
  screenFailed:
    'Forse sei offline, oppure l’app è stata aggiornata in un’altra scheda. Le tue partite sono al sicuro: sono salvate su questo dispositivo.',
  tryAgain: 'Riprova',
  reload: 'Ricarica',
  reloadHint: 'Ricarica apre la versione più recente dell’app.',
  languageFailed: (name: string) =>
    `Non è stato possibile caricare la lingua ${name}: forse sei offline, oppure l’app è stata aggiornata in un’altra scheda.`,
};

export const messages = defineMessages({ en, fr, de, es, it });
