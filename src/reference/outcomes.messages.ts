import { defineMessages } from '../i18n';

// What a challenge leads to, the next round and the end. One line is one block (see blocks.ts).
export const en = {
  outcomesTitle: 'Success or failure',
  outcomesBody: [
    '**Success**: the challenger gains a success and flips their mat to its flower side. A second success wins the game on the spot.',
    '**Failure on another player’s skull**: the challenger gathers all their discs, those on the mat and those in hand, and mixes them face down. The owner of that skull draws one without looking at it and puts it in the box.',
    '**Failure on their own skull**: the challenger secretly picks one of their own discs and puts it in the box.',
    'Either way the challenger owns one disc fewer, and nobody else loses a disc. Only its owner may look at a lost disc, and it never comes back in this game. The app never records whether it was a flower or the skull.',
    'After a failure, players may show their own discs if they wish. It changes nothing, and the app records nothing.',
    'A failure never takes away a success.',
    'A player with no disc left is out of the game, and their mat leaves the table. A player who is the only one left in the game wins at once, whatever their successes.',
  ].join('\n'),

  nextRoundTitle: 'The next round',
  nextRoundBody: [
    'Everyone takes back the discs on their mat. Discs in the box stay there.',
    'Who starts the next round:',
    '- the challenger, if they are still in the game, whether they succeeded or failed;',
    '- if another player’s skull put the challenger out of the game, the owner of that skull;',
    '- if the challenger put themselves out of the game with their own skull, they choose who starts among the players still in the game.',
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
    '**Échec sur le crâne d’un autre joueur** : le Challenger rassemble tous ses disques, ceux du tapis comme ceux de sa main, et les mélange face cachée. Le propriétaire de ce crâne en tire un sans le regarder et le met dans la boîte.',
    '**Échec sur son propre crâne** : le Challenger choisit en secret un de ses disques et le met dans la boîte.',
    'Dans les deux cas, le Challenger possède un disque de moins, et aucun autre joueur ne perd de disque. Seul son propriétaire peut regarder un disque perdu, et celui-ci ne revient plus de la partie. L’application n’enregistre jamais si c’était une fleur ou le crâne.',
    'Après un échec, chacun peut montrer ses propres disques s’il le souhaite. Cela ne change rien, et l’application n’enregistre rien.',
    'Un échec ne retire jamais une réussite.',
    'Un joueur qui n’a plus de disque est hors jeu, et son tapis quitte la table. Le seul joueur restant en jeu gagne aussitôt, quelles que soient ses réussites.',
  ].join('\n'),

  nextRoundTitle: 'La manche suivante',
  nextRoundBody: [
    'Chacun reprend les disques de son tapis. Les disques mis dans la boîte y restent.',
    'Qui commence la manche suivante :',
    '- le Challenger, s’il est encore en jeu, qu’il ait réussi ou échoué ;',
    '- si le crâne d’un autre joueur a mis le Challenger hors jeu, le propriétaire de ce crâne ;',
    '- si le Challenger s’est mis hors jeu sur son propre crâne, il choisit qui commence parmi les joueurs encore en jeu.',
    'La nouvelle manche commence, comme toujours, par la pose.',
  ].join('\n'),

  endTitle: 'La fin de la partie',
  endBody: [
    'La partie s’arrête de deux façons seulement : un joueur obtient sa deuxième réussite, ou il ne reste qu’un joueur en jeu.',
    'D’ici là, on continue, même à deux joueurs.',
    'Il n’y a pas d’égalité, ni de tour supplémentaire pour égaliser.',
  ].join('\n'),
};

export const messages = defineMessages(en, fr);
