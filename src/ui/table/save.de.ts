import type { en } from './save.en';

export const de: typeof en = {
  unavailable:
    'Dieser Browser lässt keine Partien speichern (privates Surfen?). Die Partie läuft weiter, solange diese Seite offen bleibt: Exportiere sie, um sie zu behalten.',
  quota:
    'Das Gerät ist voll: Diese Partie wird nicht gespeichert. Sie läuft auf dieser Seite weiter; schaffe Platz oder exportiere sie.',
  closed:
    'Der Browser speichert keine Partien mehr. Diese Partie läuft auf dieser Seite weiter, wird aber nicht gespeichert: Exportiere sie, um sie zu behalten.',
  'read-only':
    'Diese Partie wurde in einem anderen Tab geändert, deshalb kann dieser Tab sie jetzt nur noch lesen. Lade die Seite neu, um mit den neuesten Zügen weiterzuspielen.',
};
