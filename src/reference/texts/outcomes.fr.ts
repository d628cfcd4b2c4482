import type { en } from './outcomes.en';

// What a challenge leads to, the next round and the end. One line is one block (see blocks.ts).
export const fr: typeof en = {
  outcomesTitle: 'Réussite ou échec',
  outcomesBody: [
    '**Réussite** : le Challenger obtient une réussite et retourne son tapis côté fleur. Une deuxième réussite fait gagner la partie sur-le-champ.',
    '**Échec sur le crâne d’un autre joueur** : le Challenger rassemble tous ses disques, ceux du tapis comme ceux de sa main, et les mélange face cachée. Le propriétaire de ce crâne en tire un sans le regarder et le met dans la boîte.',
    '**Échec sur son propre crâne** : le Challenger choisit en secret un de ses disques et le met dans la boîte.',
    'Dans les deux cas, le Challenger possède un disque de moins, et aucun autre joueur ne perd de disque. Avec Dernière chance, un Challenger qui échoue pendant la manche pour laquelle il a reçu ce disque le perd avec son dernier disque, et il est hors jeu. Seul son propriétaire peut regarder un disque perdu, et celui-ci ne revient jamais dans la partie. L’application n’enregistre jamais si c’était une fleur ou le crâne.',
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
