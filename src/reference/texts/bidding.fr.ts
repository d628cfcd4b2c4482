import type { en } from './bidding.en';

// The bidding and the challenge. One line is one block (see blocks.ts).
export const fr: typeof en = {
  biddingTitle: 'Les enchères',
  biddingBody: [
    'Un pari annonce le nombre de fleurs que vous pensez pouvoir retourner. C’est un nombre entier de 1 jusqu’au total de la table : le nombre de disques posés sur tous les tapis à ce moment-là.',
    'Dès que quelqu’un a parié, plus personne n’ajoute de disque jusqu’à la fin de la manche.',
    'Dans le sens des aiguilles d’une montre à partir du joueur qui suit le dernier à avoir parié, chaque joueur encore dans les enchères surenchérit ou passe :',
    '- **Surenchérir** : annoncez un nombre plus grand, jusqu’au total de la table. Les sauts sont permis, de 2 directement à 5 par exemple. Le même nombre ou un nombre plus petit n’est pas une surenchère.',
    '- **Passer** : vous quittez les enchères pour cette manche, sans retour possible. Avancez un peu votre tapis pour que chacun voie que vous avez passé. Votre pile reste dessus, et le Challenger peut encore la retourner.',
    'Les enchères s’arrêtent quand tous les autres joueurs ont passé, ou tout de suite quand un pari atteint le total de la table, puisque personne ne peut surenchérir.',
    'L’auteur du plus gros pari devient le Challenger et ne peut plus reculer.',
  ].join('\n'),

  challengeTitle: 'Relever le défi',
  challengeBody: [
    'Seul le Challenger retourne des disques, un à la fois.',
    '1. D’abord sa propre pile, de haut en bas. Si les fleurs visibles atteignent le pari, le défi s’arrête là, même si des disques de sa pile sont encore face cachée.',
    '2. Seulement quand sa propre pile est entièrement face visible, le disque face cachée du dessus de n’importe quelle autre pile, y compris celles des joueurs qui ont passé. Il choisit une pile à chaque fois et peut changer de pile quand il veut.',
    'Un disque placé sous un disque face cachée n’est jamais retourné.',
    'Le défi s’arrête dès qu’un crâne apparaît : c’est un échec. Il s’arrête aussi dès que les fleurs visibles atteignent le pari : c’est une réussite. Un petit pari peut donc réussir dans la seule pile du Challenger.',
    'Une fois le défi arrêté, plus personne ne retourne de disque.',
  ].join('\n'),
};
