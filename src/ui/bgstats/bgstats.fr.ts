import type { en } from './bgstats.en';

export const fr: typeof en = {
  logPlay: 'Enregistrer cette partie dans BG Stats',
  hint: 'Ouvre BG Stats avec cette partie, ou sa page web si l’application n’est pas installée. Rien n’est envoyé avant que vous touchiez le bouton.',
};
