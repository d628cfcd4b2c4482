import { defineMessages } from '../i18n';

// The bidding and the challenge. One line is one block (see blocks.ts).
export const en = {
  biddingTitle: 'Bidding',
  biddingBody: [
    'A bid is the number of flowers you claim you can flip. It is a whole number from 1 up to the table total: the number of discs on all the mats at that moment.',
    'As soon as anyone bids, nobody adds a disc for the rest of the round.',
    'Going clockwise from the player after the last bidder, each player still in the bidding either raises or passes:',
    '- **Raise**: say any higher number, up to the table total. Jumps are fine, from 2 straight to 5 for instance. The same number or a lower one is not a raise.',
    '- **Pass**: you are out of the bidding for this round and cannot come back. Your stack stays on your mat, and the challenger may still flip it.',
    'The bidding ends when every other player has passed, or at once when a bid equals the table total, since nobody can go higher.',
    'The highest bidder becomes the challenger and cannot back out.',
  ].join('\n'),

  challengeTitle: 'The challenge',
  challengeBody: [
    'Only the challenger flips, one disc at a time.',
    '1. First their own stack, from the top down, until every disc of it is face up.',
    '2. Then the top face-down disc of any other stack, passed players included. They choose a stack for each flip and may switch stacks whenever they like.',
    'A disc lying under a face-down disc is never flipped.',
    'The challenge stops the moment a skull shows: a failure. It also stops as soon as the flowers shown reach the bid: a success. So a small bid can succeed inside the challenger’s own stack.',
    'Once the challenge has stopped, nobody flips another disc.',
  ].join('\n'),
};

export const fr: typeof en = {
  biddingTitle: 'Les enchères',
  biddingBody: [
    'Un pari annonce le nombre de fleurs que vous pensez pouvoir retourner. C’est un nombre entier de 1 jusqu’au total de la table : le nombre de disques posés sur tous les tapis à ce moment-là.',
    'Dès que quelqu’un a parié, plus personne n’ajoute de disque jusqu’à la fin de la manche.',
    'Dans le sens des aiguilles d’une montre à partir du joueur qui suit le dernier à avoir parié, chaque joueur encore dans les enchères surenchérit ou passe :',
    '- **Surenchérir** : annoncez un nombre plus grand, jusqu’au total de la table. Les sauts sont permis, de 2 directement à 5 par exemple. Le même nombre ou un nombre plus petit n’est pas une surenchère.',
    '- **Passer** : vous quittez les enchères pour cette manche, sans retour possible. Votre pile reste sur votre tapis, et le Challenger peut encore la retourner.',
    'Les enchères s’arrêtent quand tous les autres joueurs ont passé, ou tout de suite quand un pari atteint le total de la table, puisque personne ne peut surenchérir.',
    'L’auteur du plus gros pari devient le Challenger et ne peut plus reculer.',
  ].join('\n'),

  challengeTitle: 'Relever le défi',
  challengeBody: [
    'Seul le Challenger retourne des disques, un à la fois.',
    '1. D’abord sa propre pile, de haut en bas, jusqu’à ce que tous ses disques soient face visible.',
    '2. Ensuite le disque face cachée du dessus de n’importe quelle autre pile, joueurs qui ont passé compris. Il choisit une pile à chaque fois et peut changer de pile quand il veut.',
    'Un disque placé sous un disque face cachée n’est jamais retourné.',
    'Le défi s’arrête dès qu’un crâne apparaît : c’est un échec. Il s’arrête aussi dès que les fleurs visibles atteignent le pari : c’est une réussite. Un petit pari peut donc réussir dans la seule pile du Challenger.',
    'Une fois le défi arrêté, plus personne ne retourne de disque.',
  ].join('\n'),
};

export const messages = defineMessages(en, fr);
