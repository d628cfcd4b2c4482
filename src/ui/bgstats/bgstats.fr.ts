import type { en } from './bgstats.en';

export const fr: typeof en = {
  logPlay: 'Enregistrer cette partie dans BG Stats',
  hint: 'Ouvre cette partie dans BG Stats, ou sur son site si l’application n’est pas installée. Rien n’est envoyé tant que vous n’avez pas touché le bouton.',
};
