import type { en } from './basics.en';

// The quick version and the start of a round. One line is one block (see blocks.ts).
export const fr: typeof en = {
  quickTitle: 'Les règles en un écran',
  quickBody: [
    'Gagnez deux défis, ou restez en jeu quand tous les autres sont hors jeu. Chaque joueur a un tapis et quatre disques : trois fleurs et un crâne.',
    '1. Chacun pose un disque face cachée sur son propre tapis ; le joueur qui commence la manche pose en dernier.',
    '2. Ensuite, dans le sens des aiguilles d’une montre à partir du joueur qui commence, chacun ajoute un disque sur sa pile ou ouvre les enchères.',
    '3. Un pari annonce combien de fleurs vous pensez pouvoir retourner : de 1 jusqu’au total de la table, le nombre de disques sur tous les tapis. Dès que quelqu’un a parié, plus personne n’ajoute de disque.',
    '4. Dans le sens des aiguilles d’une montre, chacun surenchérit ou passe. Passer est définitif pour la manche, mais la pile reste sur le tapis et le Challenger peut encore la retourner.',
    '5. L’auteur du plus gros pari est le Challenger : il retourne le disque du dessus de sa propre pile, puis le suivant ; une fois sa pile entièrement face visible, et seulement alors, il retourne les disques du dessus des autres piles. Il s’arrête au premier crâne, ou dès qu’assez de fleurs sont visibles.',
    '6. Assez de fleurs : une réussite, et le tapis est retourné côté fleur. Un crâne : le Challenger perd un disque. Un joueur qui n’a plus de disque est hors jeu.',
  ].join('\n'),

  setupTitle: 'Mise en place',
  setupBody: [
    'De trois à six joueurs s’installent autour de la table ; on joue toujours dans le sens des aiguilles d’une montre.',
    'Chaque joueur prend un tapis, côté fleur contre la table, et quatre disques de sa couleur : trois fleurs et un crâne. Tenez vos disques de façon que personne d’autre n’en voie la face. Personne n’a encore de réussite.',
    'Les joueurs décident ensemble qui commence la première manche. La règle suggère de faire commencer la dernière personne à avoir offert des fleurs ; l’application peut aussi tirer une place au sort.',
    'Choisissez les variantes maintenant : Dernière chance, ou la version de voyage avec des cartes. On ne peut plus les changer une fois la partie commencée.',
  ].join('\n'),

  placingTitle: 'Poser : un disque chacun',
  placingBody: [
    'Chaque manche commence de la même façon : chaque joueur encore en jeu pose un disque de sa main, face cachée, sur son propre tapis.',
    'Le joueur qui commence la manche pose le sien en dernier. Personne n’ajoute de disque ni ne parie avant que chaque tapis porte un disque.',
    'Les disques s’empilent : chaque tapis porte une pile, le premier disque en bas, le plus récent en haut. Empilez-les en les décalant un peu, pour que chacun puisse les compter, et ne réorganisez jamais une pile une fois ses disques posés.',
    'L’application demande seulement si tout le monde a posé. Elle ne demande jamais quel disque chacun a choisi.',
  ].join('\n'),

  addingTitle: 'Ajouter un disque ou ouvrir les enchères',
  addingBody: [
    'On joue ensuite dans le sens des aiguilles d’une montre, à partir du joueur qui commence la manche, en sautant les joueurs hors jeu. À votre tour, faites l’une de ces deux choses :',
    '- ajouter un disque de votre main, face cachée, sur le dessus de votre pile ;',
    '- ouvrir les enchères en annonçant un nombre (voir les enchères).',
    'Votre main, ce sont tous vos disques qui ne sont pas sur votre tapis, plus le disque Dernière chance tant que vous l’avez. Si votre main est vide, vous devez ouvrir les enchères.',
    'Vous pouvez ouvrir les enchères dès votre premier tour, avec un seul disque sur votre tapis.',
  ].join('\n'),
};
