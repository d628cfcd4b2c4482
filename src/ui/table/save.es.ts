import type { en } from './save.en';

export const es: typeof en = {
  unavailable:
    'Este navegador no deja que la app guarde partidas aquí (¿navegación privada?). La partida sigue, pero solo mientras esta página siga abierta: expórtala para conservarla.',
  quota:
    'El dispositivo se ha quedado sin espacio, así que esta partida no se está guardando. Sigue en esta página; libera espacio o expórtala para conservarla.',
  closed:
    'El navegador ha dejado de guardar partidas. Esta partida sigue en esta página, pero no se guarda: expórtala para conservarla.',
  'read-only':
    'Esta partida se ha cambiado en otra pestaña, así que esta pestaña es ahora de solo lectura. Recarga la página para seguir con las últimas jugadas.',
};
