import type { en } from './storage.en';

export const fr: typeof en = {
  unavailable: 'Ce navigateur ne permet pas à l’application d’enregistrer les parties (navigation privée ?). La partie continue, mais seulement tant que cette page reste ouverte : exportez-la pour la garder.',
  quota: 'L’appareil n’a plus d’espace de stockage : cette partie n’est pas enregistrée. Elle continue dans cette page ; libérez de l’espace ou exportez-la pour la garder.',
  closed: 'Le navigateur a cessé d’enregistrer les parties. Cette partie continue dans cette page mais n’est pas enregistrée : exportez-la pour la garder.',
  readonly: 'Cette partie a été modifiée dans un autre onglet : cet onglet est maintenant en lecture seule. Rechargez la page pour continuer avec les derniers coups.',
};
