import { deName } from '../../i18n/nameGrammar';
import { plural } from '../../i18n';
import type { en } from './table.en';

export const fr: typeof en = {
  loading: 'Ouverture de la partie…',
  notFound: 'Cette partie n’est pas enregistrée sur cet appareil.',
  round: (n: number) => `Manche ${n}`,
  turnLabel: 'C’est à',
  challengerLabel: 'Challenger',
  starterLabel: 'Pose en dernier, puis joue en premier',
  chooserLabel: 'Choisit qui commence',
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
    `${p} : ajoutez un disque sur votre pile, ou ouvrez les enchères en annonçant combien de fleurs vous pouvez retourner.`,
  biddingHint: (p: string, n: number) =>
    `${p} : le pari est de ${n} ; surenchérissez, ou passez pour le reste de la manche.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} a parié ${n} : le total de la table. Personne ne peut surenchérir : le défi commence tout de suite.`,
  flipOwnFirst: (bid: number) =>
    `Retournez le disque du dessus de votre pile ; arrêtez-vous dès que ${bid} ${plural('fr', bid, 'fleur est visible', 'fleurs sont visibles')}.`,
  chooseOpponent: 'Choisissez le disque du dessus d’un adversaire',
  flowersCount: (shown: number, bid: number) => `Fleurs : ${shown} sur ${bid}`,
  stackOption: (p: string, n: number) => `${p} : ${n} ${plural('fr', n, 'disque', 'disques')} face cachée`,
  whatOwn: 'Que montre votre disque du dessus ?',
  whatOther: (p: string) => `Que montre le disque du dessus de la pile ${deName(p)} ?`,
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
    'Si un disque montré par accident gâche la manche, les joueurs peuvent convenir de l’abandonner : chacun reprend ses disques, personne n’obtient de réussite ni ne perd de disque, et le même joueur recommence.',
  saved: 'Enregistré sur cet appareil',
  saving: 'Enregistrement…',
  // What the save line says when the game cannot be saved, by the session's SaveWarning code.
  warningUnavailable:
    'Ce navigateur ne permet pas d’enregistrer les parties (navigation privée ?). La partie continue tant que cette page reste ouverte : exportez-la pour la garder.',
  warningQuota:
    'L’appareil est plein : cette partie n’est pas enregistrée. Elle continue dans cette page ; libérez de l’espace ou exportez-la.',
  warningClosed:
    'Le navigateur n’enregistre plus les parties : celle-ci continue dans cette page sans être enregistrée. Exportez-la pour la garder.',
  warningReadOnly:
    'Cette partie a changé dans un autre onglet : celui-ci est en lecture seule. Rechargez la page pour reprendre la partie là où elle en est.',
  helpPlacing:
    'Chaque joueur encore en jeu pose un disque face cachée sur son tapis. Le joueur qui commence la manche pose en dernier, puis son tour commence.',
  helpAdding:
    'À votre tour, ajoutez un disque de votre main sur votre pile, ou ouvrez les enchères en annonçant un nombre de fleurs, de 1 jusqu’au total de la table.',
  helpBidding:
    'Chacun à son tour surenchérit avec un nombre plus grand, ou passe pour le reste de la manche ; la pile d’un joueur qui a passé reste sur la table et peut encore être retournée. Quand tous les autres ont passé, l’auteur du plus gros pari devient le Challenger ; un pari égal au total de la table lance aussitôt le défi.',
  helpChallenge:
    'Le Challenger retourne d’abord sa propre pile, disque par disque, en commençant par celui du dessus ; une fois sa pile entièrement face visible, et seulement alors, il retourne le disque face cachée du dessus de n’importe quelle autre pile. Un crâne arrête le défi : c’est un échec. Dès que les fleurs visibles atteignent le pari, même dans sa propre pile, c’est une réussite et plus aucun disque n’est retourné.',
  helpOutcomes:
    'Après une réussite, le Challenger retourne son tapis côté fleur ; une deuxième réussite lui donne la victoire. Un échec lui coûte un disque : sur son propre crâne, il le choisit ; sur le crâne d’un autre joueur, il mélange face cachée tous ses disques, ceux du tapis et ceux de la main, et le propriétaire du crâne en tire un sans le voir. Un Challenger qui échoue pendant la manche pour laquelle il a reçu le disque Dernière chance perd ce disque avec son dernier disque : il est hors jeu.',
  helpNextRound:
    'Qui commence : le Challenger de la manche précédente s’il est encore en jeu ; si le crâne d’un autre joueur l’a mis hors jeu, le propriétaire de ce crâne ; si son propre crâne l’a mis hors jeu, comme ici, il choisit un joueur encore en jeu.',
  helpEnd: 'On gagne avec deux réussites, ou en restant le dernier joueur en jeu.',
  // The display around the controls: the bar, the menu, the chips, the game over.
  menu: 'Menu de la partie',
  close: 'Fermer',
  roundSummary: 'Manche par manche',
  scoreboard: 'Tableau des scores',
  controls: 'Votre coup',
  bidShort: 'Pari',
  tableShort: 'Total',
  noBid: 'aucun pari',
  raiseTo: (n: number) => `Surenchérir à ${n}`,
  otherAmount: 'Autre nombre…',
  startsChallenge: 'tous les disques : le défi commence aussitôt',
  allMark: 'tout',
  discs: (mat: number, hand: number, lost: number) =>
    `${mat} sur le tapis, ${hand} en main${lost > 0 ? `, ${lost} ${plural('fr', lost, 'perdu', 'perdus')}` : ''}`,
  lastChanceDisc: 'l’un d’eux est le disque Dernière chance',
  successes: (n: number) => `${n} ${plural('fr', n, 'réussite', 'réussites')}`,
  roleTurn: 'à jouer',
  roleBid: 'meilleur pari',
  rolePassed: 'a passé',
  roleChallenger: 'Challenger',
  roleOut: 'hors jeu',
  roleStarter: 'pose en dernier',
  stacksTitle: 'Piles',
  ownStack: (n: number) => `votre pile : ${n} face cachée`,
  locked: 'verrouillée tant que votre pile n’est pas retournée',
  continue: 'Continuer',
  toastUndone: (what: string) => `Annulé : ${what}`,
  redoThat: 'Rétablir',
  abandonTitle: 'Abandonner cette manche ?',
  abandonYes: 'Abandonner la manche',
  abandonNo: 'Continuer à jouer',
  fullName: (name: string, discs: string) => `${name} : ${discs}`,
  flat: 'À plat sur la table',
  flatHint: 'Chacun lit l’écran depuis son bord ; le tableau des scores s’affiche deux fois.',
  turn180: 'Tourner de 180°',
  standings: 'Classement',
  share: 'Partager',
  rounds: (n: number) => `${n} ${plural('fr', n, 'manche', 'manches')}`,
  duration: (minutes: number) =>
    minutes < 1 ? '< 1 min' : minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`,
  standingIn: (successes: number, discs: number) =>
    `${successes > 0 ? `${successes} ${plural('fr', successes, 'réussite', 'réussites')}, ` : ''}${discs} ${plural('fr', discs, 'disque restant', 'disques restants')}`,
  standingOut: (round: number) => `hors jeu à la manche ${round}`,
  // The history and what is announced: one sentence per action (the history view, the live region, the summary).
  placed: (starter: string) => `Chacun pose un disque face cachée ; ${starter} pose en dernier.`,
  added: (p: string, stack: number) =>
    `${p} ajoute un disque (${stack} ${plural('fr', stack, 'disque', 'disques')} sur le tapis).`,
  bid: (p: string, n: number) => `${p} parie ${n}.`,
  bidAll: (p: string, n: number) => `${p} parie ${n}, le total de la table : le défi commence aussitôt.`,
  passed: (p: string) => `${p} passe.`,
  flipOwnFlower: (p: string, shown: number, bid: number) =>
    `${p} retourne un de ses disques : une fleur (${shown} sur ${bid}).`,
  flipOwnSkull: (p: string) => `${p} retourne un de ses disques : un crâne !`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} retourne un disque ${deName(owner)} : une fleur (${shown} sur ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} retourne un disque ${deName(owner)} : un crâne !`,
  chose: (p: string, q: string) => `${p} choisit ${q} pour commencer cette manche.`,
  abandoned: 'La manche est abandonnée : chacun reprend ses disques et le même joueur recommence.',
  success: (p: string) => `Réussite ! ${p} retourne son tapis côté fleur.`,
  successWin: (p: string) => `Réussite ! ${p} a deux réussites et gagne la partie.`,
  failRandom: (owner: string, p: string) =>
    `${p} rassemble tous ses disques, ceux du tapis et ceux de la main, et les mélange face cachée. ${owner} en tire un sans regarder et le met dans la boîte.`,
  failChoice: (p: string) => `${p} choisit en secret un de ses disques et le met dans la boîte, face cachée.`,
  lostLastChance: (p: string) => `${p} met le disque Dernière chance et son dernier disque dans la boîte.`,
  lastDiscGone: (p: string) => `${p} met son dernier disque dans la boîte.`,
  eliminated: (p: string) => `${p} est hors jeu : son tapis quitte la table.`,
  gotLastChance: (p: string, round: number) =>
    `${p} n’a plus qu’un disque et reçoit le disque Dernière chance, une fleur, pour la manche ${round} seulement. Un échec comme Challenger dans cette manche lui ferait perdre les deux disques et quitter la partie.`,
  returnLastChance: (p: string) => `${p} rend le disque Dernière chance.`,
  lastStanding: (p: string) => `Plus personne d’autre n’est en jeu : ${p} gagne la partie.`,
  nextStarter: (p: string, round: number) => `${p} commence la manche ${round}.`,
  chooseStarter: (p: string, round: number) => `${p} est hors jeu et choisit qui commence la manche ${round}.`,
  takeBack: 'Chacun reprend les disques de son tapis.',
  undone: (s: string) => `Annulé : ${s}`,
  redone: (s: string) => `Rétabli : ${s}`,
  summaryWon: (p: string, bid: number) => `${p} a parié ${bid} et réussi le défi.`,
  summaryOwnSkull: (p: string, bid: number) => `${p} a parié ${bid} et retourné son propre crâne.`,
  summarySkull: (p: string, bid: number, owner: string) => `${p} a parié ${bid} et retourné le crâne ${deName(owner)}.`,
  summaryOut: (p: string) => `${p} est hors jeu.`,
  summaryAbandoned: 'Abandonnée puis rejouée.',
  summaryUnfinished: 'Non terminée.',
  roundHeading: (n: number) => `Manche ${n}`,
  roundAbandoned: (n: number) => `Manche ${n} (abandonnée)`,
};
