import { plural } from '../../i18n';
import type { en } from './cards.en';
import { deName } from '../../i18n/nameGrammar';

const cartes = (n: number) => `${n} ${plural('fr', n, 'carte', 'cartes')}`;

export const fr: typeof en = {
  placeInstruction: (p: string) => `Chacun pose une carte face cachée — ${p} pose en dernier.`,
  placedButton: 'Chacun a posé sa carte',
  addDisc: 'Ajouter une carte',
  emptyHand: (p: string) => `${p} n’a plus de carte en main et doit ouvrir les enchères.`,
  addingHint: (p: string) =>
    `${p} : ajoutez une carte sur votre pile, ou ouvrez les enchères avec le nombre de fleurs que vous pensez pouvoir retourner.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} a parié ${n} : toutes les cartes posées. Personne ne peut surenchérir : le défi commence.`,
  flipOwnFirst: (bid: number) =>
    `Retournez la carte du dessus de votre pile ; arrêtez-vous dès que ${bid} ${plural('fr', bid, 'fleur est visible', 'fleurs sont visibles')}.`,
  chooseOpponent: 'Choisissez la carte du dessus d’un adversaire',
  stackOption: (p: string, n: number) => `Pile ${deName(p)} : ${cartes(n)} face cachée`,
  whatOwn: 'Que montre la carte du dessus de votre pile ?',
  whatOther: (p: string) => `Que montre la carte du dessus de la pile ${deName(p)} ?`,
  abandonedNote: 'La manche a été abandonnée : chacun reprend ses cartes et le même joueur recommence.',
  abandonHint:
    'Si une carte montrée par accident gâche la manche, les joueurs peuvent convenir de l’abandonner : chacun reprend ses cartes, personne n’obtient de réussite ni ne perd de carte, et le même joueur recommence.',
  helpPlacing:
    'Chaque joueur encore en jeu pose une carte face cachée devant soi : sa pile. Le joueur qui commence la manche pose en dernier, puis son tour commence.',
  helpAdding:
    'À votre tour, ajoutez une carte de votre main sur votre pile, ou ouvrez les enchères avec un nombre de fleurs de 1 jusqu’au total de la table.',
  helpBidding:
    'Chacun à son tour surenchérit avec un nombre plus grand, ou passe pour le reste de la manche ; la pile d’un joueur qui a passé reste sur la table et peut encore être retournée. Quand tous les autres ont passé, l’auteur du plus gros pari devient le Challenger ; un pari égal au total de la table, toutes les cartes posées, lance aussitôt le défi.',
  helpChallenge:
    'Le Challenger retourne d’abord sa propre pile, carte par carte, en commençant par celle du dessus ; une fois sa pile entièrement face visible, et seulement alors, il retourne la carte face cachée du dessus de n’importe quelle autre pile. Un crâne arrête le défi : c’est un échec. Dès que les fleurs visibles atteignent le pari, même dans sa propre pile, c’est une réussite et plus aucune carte n’est retournée.',
  helpOutcomes:
    'Le Challenger obtient une réussite (l’application la compte ; notez-la aussi sur le papier, si vous en tenez un) ; une deuxième lui donne la victoire. Un échec coûte une carte au Challenger, posée face cachée sur la défausse : sur son propre crâne, il la choisit ; sur le crâne d’un autre joueur, il mélange face cachée toutes ses cartes restantes, pile et main, et le propriétaire du crâne en tire une sans la voir.',
  startsChallenge: 'toutes les cartes : le défi commence aussitôt',
  discs: (mat: number, hand: number, lost: number) =>
    `${mat} sur la pile, ${hand} en main${lost > 0 ? `, ${lost} ${plural('fr', lost, 'perdue', 'perdues')}` : ''}`,
  stacksTitle: 'Piles',
  ownStack: (n: number) => `votre pile : ${n} face cachée`,
  locked: 'verrouillée tant que votre pile n’est pas retournée',
  standingIn: (successes: number, discs: number) =>
    `${successes > 0 ? `${successes} ${plural('fr', successes, 'réussite', 'réussites')}, ` : ''}${discs} ${plural('fr', discs, 'carte restante', 'cartes restantes')}`,
  placed: (starter: string) => `Chacun pose une carte face cachée ; ${starter} pose en dernier.`,
  added: (p: string, stack: number) => `${p} ajoute une carte (${cartes(stack)} sur la pile).`,
  bidAll: (p: string, n: number) => `${p} parie ${n}, toutes les cartes posées : le défi commence aussitôt.`,
  flipOwnFlower: (p: string, shown: number, bid: number) =>
    `${p} retourne une de ses cartes : une fleur (${shown} sur ${bid}).`,
  flipOwnSkull: (p: string) => `${p} retourne une de ses cartes : un crâne !`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} retourne une carte ${deName(owner)} : une fleur (${shown} sur ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} retourne une carte ${deName(owner)} : un crâne !`,
  abandoned: 'La manche est abandonnée : chacun reprend ses cartes et le même joueur recommence.',
  success: (p: string) => `Réussite pour ${p} ! (Notez-la sur le papier, si vous en tenez un.)`,
  failRandom: (owner: string, p: string) =>
    `${p} mélange face cachée toutes ses cartes restantes, pile et main. ${owner} en tire une sans regarder et la pose face cachée sur la défausse.`,
  failChoice: (p: string) => `${p} choisit en secret une de ses cartes et la pose face cachée sur la défausse.`,
  lastDiscGone: (p: string) => `${p} pose sa dernière carte sur la défausse.`,
  eliminated: (p: string) => `${p} est hors jeu : plus aucune carte.`,
  takeBack: 'Chacun reprend en main les cartes de sa pile.',
  cardFlower: 'carte numérotée',
  cardSkull: 'figure',
  dealTitle: 'Distribuez les cartes',
  dealFlowersStandard:
    'Dans votre jeu de 52 cartes, chaque joueur prend trois cartes numérotées, du 2 au 10 : ses fleurs.',
  dealSkullStandard: 'Et un valet, une dame ou un roi : son crâne. Les as et les jokers ne servent pas.',
  dealFlowersSpanish:
    'Dans votre jeu espagnol de 40 cartes, chaque joueur prend trois cartes de l’as (1) au 7 : ses fleurs.',
  dealSkullSpanish: 'Et une sota, un caballo ou un rey (numérotés 10, 11 et 12) : son crâne.',
  dealFlowersItalian:
    'Dans votre jeu italien de 40 cartes, chaque joueur prend trois cartes de l’as (1) au 7 : ses fleurs.',
  dealSkullItalian: 'Et un fante, un cavallo ou un re (numérotés 8, 9 et 10 dans bien des jeux) : son crâne.',
  dealFlowersSkat: 'Dans votre jeu de 32 cartes, chaque joueur prend trois cartes numérotées, du 7 au 10 : ses fleurs.',
  dealSkullSkat: 'Et un valet, une dame ou un roi : son crâne. Les as ne servent pas.',
  dealCheck: 'Vérifiez votre main sans la montrer : trois fleurs et un crâne.',
  dealPaper: 'L’application compte les réussites ; une feuille de papier avec tous les noms est facultative.',
  dealSame: 'Les mêmes cartes qu’à la partie précédente : chacun reprend ses trois fleurs et son crâne.',
  dealAllSteps: 'Voir toutes les étapes',
  dealRules: 'La version de voyage dans les règles',
  dealDone: 'Les cartes sont distribuées',
};
