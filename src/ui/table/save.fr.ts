import type { en } from './save.en';

export const fr: typeof en = {
  unavailable:
    'Ce navigateur ne permet pas d’enregistrer les parties (navigation privée ?). La partie continue tant que cette page reste ouverte : exportez-la pour la garder.',
  quota:
    'L’appareil est plein : cette partie n’est pas enregistrée. Elle continue dans cette page ; libérez de l’espace ou exportez-la.',
  closed:
    'Le navigateur n’enregistre plus les parties : celle-ci continue dans cette page sans être enregistrée. Exportez-la pour la garder.',
  'read-only':
    'Cette partie a changé dans un autre onglet : celui-ci est en lecture seule. Rechargez la page pour reprendre aux derniers coups.',
};
