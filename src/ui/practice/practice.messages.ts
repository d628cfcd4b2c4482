import { defineMessages, plural } from '../../i18n';

// Sample names, one per seat, the same as in the rules reference's walk-through.
const NAMES = ['Nadia', 'Omar', 'Lou', 'Sami', 'Yuki', 'Paul'];
const list = (lang: 'en' | 'fr', names: string[]) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);

export const en = {
  title: 'Practice round',
  back: 'New game',
  intro: 'One round played only to learn. Nobody gains a success, nobody loses a disc, and nothing is saved.',
  howMany: 'How many players are practising?',
  players: (n: number) => `${n} ${plural('en', n, 'player', 'players')}`,
  seatName: (seat: number) => NAMES[seat] ?? `Player ${seat + 1}`,
  practiseWith: (names: string[]) => `Practise with ${list('en', names)}`,
  fromForm: 'The players entered for the new game.',
  fromGame: 'The players of your most recent game.',
  guideTitle: 'What happens now',
  guidePlacing: (starter: string) => `Everyone puts one disc face down on their own mat; ${starter} places last.`,
  guideAdding: (p: string) => `${p}: add a disc on top of your stack, or open the bidding with how many flowers you can flip.`,
  guideBidding: (p: string) => `${p}: raise to a higher number, or pass. Passing is final for this round.`,
  guideRevealing: (p: string, bid: number) =>
    `${p} flips one disc at a time: all of their own stack first, then the top disc of any other stack. It stops at the first skull, or once ${bid} ${plural('en', bid, 'flower shows', 'flowers show')}.`,
  stepBack: 'Undo',
  restart: 'Start over',
  endTitle: 'In a real game',
  endPracticeTitle: 'In this practice round',
  endSuccess: (p: string) => `${p}, flip your mat back, flower side down: a practice round awards no success.`,
  endFailure: (p: string) => `Nothing goes in the box: ${p} keeps every disc.`,
  endNote: 'Everyone takes back the discs on their mat. Nothing is saved: the table below is as it was before the round.',
  endTable: 'The table, unchanged',
  again: 'Practise again',
  realGame: 'Start a real game',
  invite: 'New to Skull? Play a practice round first',
};

export const fr: typeof en = {
  title: 'Manche d’entraînement',
  back: 'Nouvelle partie',
  intro: 'Une manche jouée seulement pour apprendre. Personne ne gagne de réussite, personne ne perd de disque, et rien n’est enregistré.',
  howMany: 'Combien de joueurs s’entraînent ?',
  players: (n: number) => `${n} ${plural('fr', n, 'joueur', 'joueurs')}`,
  seatName: (seat: number) => NAMES[seat] ?? `Joueur ${seat + 1}`,
  practiseWith: (names: string[]) => `S’entraîner avec ${list('fr', names)}`,
  fromForm: 'Les joueurs saisis pour la nouvelle partie.',
  fromGame: 'Les joueurs de votre dernière partie.',
  guideTitle: 'Ce qui se passe maintenant',
  guidePlacing: (starter: string) => `Chacun pose un disque face cachée sur son tapis ; ${starter} pose en dernier.`,
  guideAdding: (p: string) =>
    `${p} : ajoutez un disque sur votre pile, ou lancez le défi en annonçant combien de fleurs vous pouvez retourner.`,
  guideBidding: (p: string) => `${p} : surenchérissez avec un nombre plus grand, ou passez. Qui passe ne revient pas dans cette manche.`,
  guideRevealing: (p: string, bid: number) =>
    `${p} retourne un disque à la fois : d’abord toute sa propre pile, puis le disque du dessus de n’importe quelle autre pile. Le défi s’arrête au premier crâne, ou dès que ${bid} ${plural('fr', bid, 'fleur est visible', 'fleurs sont visibles')}.`,
  stepBack: 'Défaire',
  restart: 'Recommencer',
  endTitle: 'Dans une vraie partie',
  endPracticeTitle: 'Dans cette manche d’entraînement',
  endSuccess: (p: string) => `${p}, retournez votre tapis, côté fleur contre la table : une manche d’entraînement n’apporte aucune réussite.`,
  endFailure: (p: string) => `Rien ne va dans la boîte : ${p} garde tous ses disques.`,
  endNote: 'Chacun reprend les disques de son tapis. Rien n’est enregistré : la table ci-dessous est telle qu’avant la manche.',
  endTable: 'La table, inchangée',
  again: 'Recommencer l’entraînement',
  realGame: 'Commencer une vraie partie',
  invite: 'Vous découvrez Skull ? Jouez d’abord une manche d’entraînement',
};

export const messages = defineMessages(en, fr);
