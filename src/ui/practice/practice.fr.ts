import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { en } from './practice.en';

// Sample names, one per seat, the same as in the rules reference's walk-through.
const NAMES = ['Nadia', 'Omar', 'Lou', 'Sami', 'Yuki', 'Paul'];

export const fr: typeof en = {
  title: 'Manche d’entraînement',
  back: 'Nouvelle partie',
  intro:
    'Une manche jouée seulement pour apprendre. Personne n’obtient de réussite, personne ne perd de disque, et rien n’est enregistré.',
  equipmentTitle: 'S’entraîner avec',
  equipmentDiscs: 'Des disques et des tapis',
  equipmentCards: 'Un jeu de cartes',
  howMany: 'Combien de joueurs s’entraînent ?',
  players: (n: number) => `${n} ${plural('fr', n, 'joueur', 'joueurs')}`,
  seatName: (seat: number) => NAMES[seat] ?? `Joueur ${seat + 1}`,
  practiseWith: (names: string[]) => `S’entraîner avec ${listAnd('fr', names)}`,
  fromForm: 'Les joueurs saisis pour la nouvelle partie.',
  fromGame: 'Les joueurs de votre dernière partie.',
  guidePlacing: (starter: string) => `Chacun pose un disque face cachée sur son tapis ; ${starter} pose en dernier.`,
  guideAdding: (p: string) =>
    `${p} : ajoutez un disque sur votre pile, ou ouvrez les enchères en annonçant combien de fleurs vous pouvez retourner.`,
  guideBidding: (p: string) =>
    `${p} : surenchérissez avec un nombre plus grand, ou passez. Passer est définitif pour cette manche, et votre pile reste en jeu.`,
  guideRevealingOwn: (p: string, bid: number) =>
    `${p} : retournez le disque du dessus de votre propre pile. Arrêtez-vous sur un crâne, ou dès que ${bid} ${plural('fr', bid, 'fleur est visible', 'fleurs sont visibles')}.`,
  guideOwnStackMayEnd: 'Le pari peut être atteint dans votre propre pile : le reste n’est alors pas retourné.',
  guideRevealingOthers: (p: string, bid: number) =>
    `${p} : votre pile est entièrement face visible. Retournez le disque du dessus de n’importe quelle autre pile, y compris celles des joueurs qui ont passé. Arrêtez-vous sur un crâne, ou dès que ${bid} ${plural('fr', bid, 'fleur est visible', 'fleurs sont visibles')}.`,
  stepBack: 'Annuler',
  restart: 'Recommencer',
  endTitle: 'Dans une vraie partie',
  endPracticeTitle: 'Dans cette manche d’entraînement',
  endSuccess: (p: string) =>
    `${p}, retournez votre tapis, côté fleur contre la table : une manche d’entraînement n’apporte aucune réussite.`,
  endFailure: (p: string) => `Rien ne va dans la boîte : ${p} garde tous ses disques.`,
  endNote:
    'Chacun reprend les disques de son tapis. Rien n’est enregistré : la table ci-dessous est telle qu’avant la manche.',
  endTable: 'La table, inchangée',
  again: 'Recommencer l’entraînement',
  realGame: 'Commencer une vraie partie',
  /** The name of the practice table's controls, as on the game screen. */
  controls: 'Votre coup',
};
