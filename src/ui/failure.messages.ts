// What a screen or a language that could not be loaded says: in the entry, every language, since its code may be
// exactly what failed to arrive.
import { defineMessages } from '../i18n';

export const en = {
  screenFailedTitle: 'This screen could not be loaded',
  screenFailed: 'You may be offline, or the app was updated in another tab. Your games are saved on this device.',
  tryAgain: 'Try again',
  reload: 'Reload',
};

export const fr: typeof en = {
  screenFailedTitle: 'Cet écran n’a pas pu être chargé',
  screenFailed:
    'Vous êtes peut-être hors ligne, ou l’application a été mise à jour dans un autre onglet. Vos parties sont enregistrées sur cet appareil.',
  tryAgain: 'Réessayer',
  reload: 'Recharger',
};

export const de: typeof en = {
  screenFailedTitle: 'Dieser Bildschirm konnte nicht geladen werden',
  screenFailed:
    'Vielleicht bist du offline, oder die App wurde in einem anderen Tab aktualisiert. Deine Partien sind auf diesem Gerät gespeichert.',
  tryAgain: 'Erneut versuchen',
  reload: 'Neu laden',
};

export const es: typeof en = {
  screenFailedTitle: 'No se ha podido cargar esta pantalla',
  screenFailed:
    'Puede que no tengas conexión o que la aplicación se haya actualizado en otra pestaña. Tus partidas están guardadas en este dispositivo.',
  tryAgain: 'Reintentar',
  reload: 'Recargar',
};

export const it: typeof en = {
  screenFailedTitle: 'Impossibile caricare questa schermata',
  screenFailed:
    'Forse sei offline, oppure l’app è stata aggiornata in un’altra scheda. Le tue partite sono salvate su questo dispositivo.',
  tryAgain: 'Riprova',
  reload: 'Ricarica',
};

export const messages = defineMessages({ en, fr, de, es, it });
