import type { en } from './bgstats.en';

export const it: typeof en = {
  logPlay: 'Registra questa partita in BG Stats',
  hint: 'Apre BG Stats con questa partita, o la sua pagina web se l’app non è installata. Non viene inviato nulla finché non tocchi.',
};
