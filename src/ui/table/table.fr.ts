import { deName } from '../../i18n/names';
import { plural } from '../../i18n';
import type { en } from './table.en';

export const fr: typeof en = {
  loading: 'Ouverture de la partie…',
  notFound: 'Cette partie n’est pas enregistrée sur cet appareil.',
  home: 'Accueil',
  round: (n: number) => `Manche ${n}`,
  turnLabel: 'Au tour de',
  challengerLabel: 'Challenger',
  starterLabel: 'Commence cette manche',
  chooserLabel: 'Hors jeu',
  seatsTitle: 'Joueurs',
  placeInstruction: (p: string) => `Chacun pose un disque face cachée — ${p} pose en dernier.`,
  placedButton: 'Tout le monde a posé',
  addDisc: 'Ajouter un disque',
  emptyHand: (p: string) => `${p} n’a plus de disque en main et doit ouvrir les enchères.`,
  openBid: 'Parier…',
  bidPrompt: 'Combien de fleurs ?',
  raisePrompt: 'Surenchérir à',
  bidOption: (n: number) => `Parier ${n}`,
  cancel: 'Fermer',
  pass: 'Passer',
  addingHint: (p: string) =>
    `${p} : ajoutez un disque sur votre tapis, ou ouvrez les enchères en annonçant combien de fleurs vous pouvez retourner.`,
  biddingHint: (p: string, n: number) =>
    `${p} : surenchérissez au-dessus de ${n}, ou passez pour le reste de la manche.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} a parié ${n} : le total de la table. Personne ne peut surenchérir, le défi commence tout de suite.`,
  flipOwnFirst: (bid: number) =>
    `Retournez le disque du dessus de votre pile ; arrêtez-vous dès que ${bid} ${plural('fr', bid, 'fleur est visible', 'fleurs sont visibles')}.`,
  chooseOpponent: 'Choisissez le disque du dessus d’un adversaire',
  flowersCount: (shown: number, bid: number) => `Fleurs : ${shown} sur ${bid}`,
  stackOption: (p: string, n: number) => `${p} : ${n} ${plural('fr', n, 'disque', 'disques')} face cachée`,
  whatOwn: 'Que montre votre disque du dessus ?',
  whatOther: (p: string) => `Que montre le disque du dessus ${deName(p)} ?`,
  flower: 'Fleur',
  skull: 'Crâne',
  whoStarts: 'Qui commence cette manche ?',
  abandonedNote: 'La manche a été abandonnée : chacun reprend ses disques, et le même joueur recommence.',
  winsTitle: (p: string) => `${p} gagne !`,
  byTwo: 'Deux réussites.',
  byLast: 'Plus personne d’autre en jeu.',
  summaryTitle: 'Manche par manche',
  playAgain: 'Rejouer avec les mêmes joueurs',
  toolbar: 'Commandes de la partie',
  undo: 'Annuler',
  redo: 'Rétablir',
  history: 'Historique',
  historyTitle: 'Historique',
  historyEmpty: 'Rien ne s’est encore passé.',
  backToTable: 'Retour à la table',
  abandon: 'Abandonner la manche',
  abandonHint:
    'Si un disque montré par accident gâche la manche, les joueurs peuvent convenir de l’abandonner : chacun reprend ses disques, personne ne gagne de réussite ni ne perd de disque, et le même joueur recommence.',
  saved: 'Enregistré sur cet appareil',
  saving: 'Enregistrement…',
  memory: 'Non enregistré sur cet appareil',
  readonly: 'Partie modifiée dans un autre onglet : lecture seule',
  helpPlacing:
    'Chaque joueur encore en jeu pose un disque face cachée sur son tapis. Le premier joueur pose en dernier, puis son tour commence.',
  helpAdding:
    'À votre tour, ajoutez un disque de votre main sur votre pile, ou ouvrez les enchères en annonçant un nombre de fleurs, de 1 jusqu’au total de la table.',
  helpBidding:
    'Chacun à son tour surenchérit avec un nombre plus grand, ou passe pour le reste de la manche ; la pile de qui a passé reste sur la table et peut encore être retournée. Un pari égal au total de la table arrête aussitôt les enchères : le défi commence.',
  helpChallenge:
    'Le Challenger retourne un à un les disques de sa propre pile, en commençant par celui du dessus, et seulement quand elle est toute visible, le disque du dessus de n’importe quelle autre pile. Un crâne arrête le défi : c’est un échec. Dès que les fleurs visibles atteignent le pari, même dans sa propre pile, c’est une réussite et plus aucun disque n’est retourné.',
  helpOutcomes:
    'Une réussite retourne le tapis du Challenger côté fleur ; une deuxième gagne la partie. Un échec lui coûte un disque : sur son propre crâne, il le choisit ; sur un autre crâne, il mélange tous ses disques, ceux du tapis et ceux de la main, face cachée, et le propriétaire du crâne en tire un sans le voir. Un Challenger qui tient le disque Dernière chance le perd avec son dernier disque et se retrouve hors jeu.',
  helpNextRound:
    'Qui commence : le Challenger de la manche précédente s’il est encore en jeu ; si le crâne d’un autre joueur l’a mis hors jeu, le propriétaire de ce crâne ; si son propre crâne l’a mis hors jeu, comme ici, il choisit un joueur encore en jeu.',
  helpEnd: 'On gagne avec deux réussites, ou en restant le dernier joueur en jeu.',
};
