import { plural } from '../../i18n';
import type { en } from './practiceCards.en';

export const fr: typeof en = {
  intro:
    'Une manche jouée seulement pour apprendre. Personne n’obtient de réussite, personne ne perd de carte, et rien n’est enregistré.',
  guidePlacing: (starter: string) => `Chacun pose une carte face cachée devant soi ; ${starter} pose en dernier.`,
  guideAdding: (p: string) =>
    `${p} : ajoutez une carte sur votre pile, ou ouvrez les enchères en annonçant combien de fleurs vous pouvez retourner.`,
  guideBidding: (p: string) =>
    `${p} : surenchérissez avec un nombre plus grand, ou passez. Passer est définitif pour cette manche, et votre pile reste en jeu.`,
  guideRevealingOwn: (p: string, bid: number) =>
    `${p} : retournez la carte du dessus de votre propre pile. Arrêtez-vous sur un crâne, ou dès que ${bid} ${plural('fr', bid, 'fleur est visible', 'fleurs sont visibles')}.`,
  guideOwnStackMayEnd: 'Le pari peut être atteint dans votre propre pile : le reste n’est alors pas retourné.',
  guideRevealingOthers: (p: string, bid: number) =>
    `${p} : votre pile est entièrement face visible. Retournez la carte face cachée du dessus de n’importe quelle autre pile, y compris celles des joueurs qui ont passé. Arrêtez-vous sur un crâne, ou dès que ${bid} ${plural('fr', bid, 'fleur est visible', 'fleurs sont visibles')}.`,
  endSuccess: (p: string) => `Pas de réussite pour ${p} : une manche d’entraînement n’en apporte aucune.`,
  endFailure: (p: string) => `Rien ne va sur la défausse : ${p} garde toutes ses cartes.`,
  endTable: 'La table, inchangée',
  endNote:
    'Chacun reprend les cartes de sa pile. Rien n’est enregistré : la table ci-dessous est telle qu’avant la manche.',
};
