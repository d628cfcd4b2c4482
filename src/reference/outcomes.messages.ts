import { defineMessages } from '../i18n';

// What a challenge leads to, the next round and the end. One line is one block (see blocks.ts).
export const en = {
  outcomesTitle: 'Success or failure',
  outcomesBody: [
    '**Success**: the challenger gains a success and turns their mat to its flower side. A second success wins the game on the spot.',
    '**Failure on another player’s skull**: the challenger gathers all their discs, those on the mat and those in hand. The owner of that skull takes one away at random, without looking at it.',
    '**Failure on their own skull**: the challenger secretly picks one of their own discs and puts it away.',
    'Either way the challenger owns one disc fewer, and nobody else loses a disc. The lost disc stays out for the rest of the game and is never shown: the app never records whether it was a flower or the skull.',
    'A failure never takes away a success.',
    'A player with no discs left is out of the game, and their mat leaves the table. A player who is the only one left wins at once, whatever their successes.',
  ].join('\n'),

  nextRoundTitle: 'The next round',
  nextRoundBody: [
    'Everyone takes back the discs on their mat. Lost discs stay out.',
    'Who starts the next round:',
    '- the challenger, if they are still in the game, whether they succeeded or failed;',
    '- if another player’s skull knocked the challenger out, the owner of that skull;',
    '- if the challenger knocked themselves out with their own skull, they choose who starts among the players still in the game.',
    'The new round begins with placing, as always.',
  ].join('\n'),

  endTitle: 'The end of the game',
  endBody: [
    'The game ends in one of two ways: a player gains their second success, or only one player is left in the game.',
    'Until then play goes on, even with only two players left.',
    'There is no draw, and no extra turns to even things out.',
  ].join('\n'),
};

export const fr: typeof en = {
  outcomesTitle: 'Réussite ou échec',
  outcomesBody: [
    '**Réussite** : le Challenger gagne une réussite et retourne son tapis côté fleur. Une deuxième réussite fait gagner la partie sur-le-champ.',
    '**Échec sur le crâne d’un autre joueur** : le Challenger rassemble tous ses disques, ceux du tapis comme ceux de sa main. Le propriétaire de ce crâne en retire un au hasard, sans le regarder.',
    '**Échec sur son propre crâne** : le Challenger choisit en secret un de ses disques et le met de côté.',
    'Dans les deux cas, le Challenger possède un disque de moins, et aucun autre joueur ne perd de disque. Le disque perdu reste hors du jeu jusqu’à la fin de la partie et n’est jamais montré : l’application n’enregistre jamais si c’était une fleur ou le crâne.',
    'Un échec ne retire jamais une réussite.',
    'Un joueur qui n’a plus de disque est éliminé, et son tapis quitte la table. Le seul joueur restant en jeu gagne aussitôt, quelles que soient ses réussites.',
  ].join('\n'),

  nextRoundTitle: 'La manche suivante',
  nextRoundBody: [
    'Chacun reprend les disques de son tapis. Les disques perdus restent hors du jeu.',
    'Qui commence la manche suivante :',
    '- le Challenger, s’il est encore en jeu, qu’il ait réussi ou échoué ;',
    '- si le crâne d’un autre joueur a éliminé le Challenger, le propriétaire de ce crâne ;',
    '- si le Challenger s’est éliminé sur son propre crâne, il choisit qui commence parmi les joueurs encore en jeu.',
    'La nouvelle manche commence, comme toujours, par la pose.',
  ].join('\n'),

  endTitle: 'La fin de la partie',
  endBody: [
    'La partie s’arrête de deux façons seulement : un joueur obtient sa deuxième réussite, ou il ne reste qu’un joueur en jeu.',
    'D’ici là, on continue, même à deux joueurs.',
    'Il n’y a pas d’égalité, ni de tour supplémentaire pour rétablir l’équilibre.',
  ].join('\n'),
};

export const messages = defineMessages(en, fr);
