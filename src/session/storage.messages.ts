import { defineMessages } from '../i18n';

export const en = {
  unavailable: 'This browser does not let the app store games here (private browsing?). The game goes on, but only while this page stays open: export it to keep it.',
  quota: 'The device is out of storage space, so this game is not being saved. It goes on in this page; free some space or export it to keep it.',
  closed: 'The browser stopped saving games. This game goes on in this page but is not saved: export it to keep it.',
  readonly: 'This game was changed in another tab, so this tab is now read-only. Reload the page to continue with the latest moves.',
};

export const fr: typeof en = {
  unavailable: 'Ce navigateur ne permet pas à l’application d’enregistrer les parties (navigation privée ?). La partie continue, mais seulement tant que cette page reste ouverte : exportez-la pour la garder.',
  quota: 'L’appareil n’a plus d’espace de stockage : cette partie n’est pas enregistrée. Elle continue dans cette page ; libérez de l’espace ou exportez-la pour la garder.',
  closed: 'Le navigateur a cessé d’enregistrer les parties. Cette partie continue dans cette page mais n’est pas enregistrée : exportez-la pour la garder.',
  readonly: 'Cette partie a été modifiée dans un autre onglet : cet onglet est maintenant en lecture seule. Rechargez la page pour continuer avec les derniers coups.',
};

export const messages = defineMessages({ en, fr });
