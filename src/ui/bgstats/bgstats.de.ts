import type { en } from './bgstats.en';

export const de: typeof en = {
  logPlay: 'Diese Partie in BG Stats eintragen',
  hint: 'Öffnet BG Stats mit dieser Partie oder die Webseite von BG Stats, wenn die App nicht installiert ist. Erst wenn du tippst, wird etwas übergeben.',
};
