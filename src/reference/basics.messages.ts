import { defineMessages } from '../i18n';

// The quick version and the start of a round. One line is one block (see blocks.ts).
export const en = {
  quickTitle: 'The rules on one screen',
  quickBody: [
    'Win two challenges, or be the last player left in the game. Each player has a mat and four discs: three flowers and one skull.',
    '1. Everyone puts one disc face down on their own mat; the starter places last.',
    '2. Then, clockwise from the starter, each player either adds a disc on top of their stack or opens the bidding.',
    '3. A bid is how many flowers you say you can flip: from 1 up to the table total, the number of discs on all the mats. Once anyone has bid, nobody adds a disc.',
    '4. Clockwise, each player raises or passes. A pass is final for the round.',
    '5. The highest bidder is the challenger: they flip their own stack first, then the top discs of other stacks.',
    '6. Enough flowers: a success, and the mat is flipped flower side up. A skull: the challenger loses a disc. A player with no disc left is out of the game.',
  ].join('\n'),

  setupTitle: 'Setup',
  setupBody: [
    'Three to six players sit around the table, and play always goes clockwise.',
    'Each player takes a mat, flower side down, and four discs of one colour: three flowers and one skull. Hold your discs so that nobody else sees their faces. Nobody has a success yet.',
    'The table agrees on who starts the first round. The box suggests the person who most recently gave someone flowers; the app can also draw a seat at random.',
    'Choose the variants now: Last Chance, or the travel set played with cards. They cannot change once the game has begun.',
  ].join('\n'),

  placingTitle: 'Placing: one disc each',
  placingBody: [
    'Each round starts the same way: every player still in the game puts one disc from their hand face down on their own mat.',
    'The starter puts theirs down last. Nobody adds a disc or bids before every mat has a disc on it.',
    'Discs go on top of each other, so each mat holds a stack: the first disc at the bottom, the latest on top.',
    'The app only asks whether everyone has placed. It never asks which disc anyone chose.',
  ].join('\n'),

  addingTitle: 'Adding a disc or opening the bidding',
  addingBody: [
    'Turns then go clockwise, beginning with the starter and skipping players who are out of the game. On your turn, do one of two things:',
    '- add one disc from your hand, face down, on top of your stack;',
    '- open the bidding by announcing a number (see the bidding).',
    'Your hand is every disc you own that is not on your mat, plus the Last Chance disc while you hold it. With an empty hand you must open the bidding.',
    'You may open the bidding on your very first turn, with a single disc on your mat.',
  ].join('\n'),
};

export const fr: typeof en = {
  quickTitle: 'Les règles en un écran',
  quickBody: [
    'Gagnez deux défis, ou restez le dernier joueur en jeu. Chaque joueur a un tapis et quatre disques : trois fleurs et un crâne.',
    '1. Chacun pose un disque face cachée sur son propre tapis ; le premier joueur pose en dernier.',
    '2. Ensuite, dans le sens des aiguilles d’une montre à partir du premier joueur, chacun ajoute un disque sur sa pile ou lance le défi.',
    '3. Un pari annonce combien de fleurs vous pensez retourner : de 1 jusqu’au total de la table, le nombre de disques sur tous les tapis. Dès que quelqu’un a parié, plus personne n’ajoute de disque.',
    '4. Dans le sens des aiguilles d’une montre, chacun surenchérit ou passe. Qui passe ne revient pas dans la manche.',
    '5. L’auteur du plus gros pari est le Challenger : il retourne d’abord sa propre pile, puis les disques du dessus des autres piles.',
    '6. Assez de fleurs : une réussite, et le tapis est retourné côté fleur. Un crâne : le Challenger perd un disque. Un joueur qui n’a plus de disque est hors jeu.',
  ].join('\n'),

  setupTitle: 'Mise en place',
  setupBody: [
    'De trois à six joueurs s’installent autour de la table ; on joue toujours dans le sens des aiguilles d’une montre.',
    'Chaque joueur prend un tapis, côté fleur contre la table, et quatre disques de sa couleur : trois fleurs et un crâne. Tenez vos disques de façon que personne d’autre n’en voie la face. Personne n’a encore de réussite.',
    'La table décide qui commence la première manche. La boîte propose la dernière personne à avoir offert des fleurs ; l’application peut aussi tirer une place au sort.',
    'Choisissez les variantes maintenant : Dernière chance, ou la version de voyage avec des cartes. Elles ne changent plus une fois la partie commencée.',
  ].join('\n'),

  placingTitle: 'Poser : un disque chacun',
  placingBody: [
    'Chaque manche commence de la même façon : chaque joueur encore en jeu pose un disque de sa main, face cachée, sur son propre tapis.',
    'Le premier joueur pose le sien en dernier. Personne n’ajoute de disque ni ne parie avant que chaque tapis porte un disque.',
    'Les disques s’empilent : chaque tapis porte une pile, le premier disque en bas, le plus récent en haut.',
    'L’application demande seulement si tout le monde a posé. Elle ne demande jamais quel disque chacun a choisi.',
  ].join('\n'),

  addingTitle: 'Ajouter un disque ou lancer le défi',
  addingBody: [
    'On joue ensuite dans le sens des aiguilles d’une montre, en commençant par le premier joueur et en sautant les joueurs hors jeu. À votre tour, faites l’un des deux :',
    '- ajouter un disque de votre main, face cachée, sur le dessus de votre pile ;',
    '- lancer le défi en annonçant un nombre (voir les enchères).',
    'Votre main, ce sont tous vos disques qui ne sont pas sur votre tapis, plus le disque Dernière chance tant que vous l’avez. Main vide, vous devez lancer le défi.',
    'Vous pouvez lancer le défi dès votre premier tour, avec un seul disque sur votre tapis.',
  ].join('\n'),
};

export const messages = defineMessages(en, fr);
