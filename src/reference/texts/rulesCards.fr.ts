import type { en } from './rulesCards.en';
import { cardTableLines } from './variants.fr';

// R3 : les textes des règles pour une table qui joue avec des cartes, sous la clé de leur section. One line is one
// block (see blocks.ts).
export const fr: typeof en = {
  quickBody: [
    'Gagnez deux défis, ou restez en jeu quand tous les autres sont hors jeu. Chaque joueur a quatre cartes : trois fleurs (des cartes numérotées) et un crâne (une figure).',
    '1. Chacun pose une carte face cachée devant soi, pour commencer sa pile ; le joueur qui commence la manche pose en dernier.',
    '2. Ensuite, dans le sens des aiguilles d’une montre à partir du joueur qui commence, chacun ajoute une carte sur sa pile ou ouvre les enchères.',
    '3. Un pari annonce combien de fleurs vous pensez pouvoir retourner : de 1 jusqu’au total de la table, le nombre de cartes dans toutes les piles. Dès que quelqu’un a parié, plus personne n’ajoute de carte.',
    '4. Dans le sens des aiguilles d’une montre, chacun surenchérit ou passe. Passer est définitif pour la manche, mais la pile reste sur la table et le Challenger peut encore la retourner.',
    '5. L’auteur du plus gros pari est le Challenger : il retourne la carte du dessus de sa propre pile, puis la suivante ; une fois sa pile entièrement face visible, et seulement alors, il retourne les cartes du dessus des autres piles. Il s’arrête au premier crâne, ou dès qu’assez de fleurs sont visibles.',
    '6. Assez de fleurs : une réussite, que l’application compte. Un crâne : le Challenger perd une carte. Un joueur qui n’a plus de carte est hors jeu.',
  ].join('\n'),

  setupBody: [
    'De trois à six joueurs s’installent autour de la table (cinq au plus avec un jeu de belote ou de skat) ; on joue toujours dans le sens des aiguilles d’une montre.',
    'Chaque joueur prend quatre cartes d’un même jeu : trois cartes numérotées pour ses fleurs et une figure pour son crâne (la version de voyage précise lesquelles, jeu par jeu). Tenez vos cartes de façon que personne d’autre n’en voie la face. Personne n’a encore de réussite : l’application les compte, et une feuille de papier est facultative.',
    'Les joueurs décident ensemble qui commence la première manche. La règle suggère de faire commencer la dernière personne à avoir offert des fleurs ; l’application peut aussi tirer une place au sort.',
    'La version de voyage se choisit avant la partie, comme toute variante, et ne peut plus changer une fois la partie commencée. La variante Dernière chance ne se joue pas avec des cartes.',
  ].join('\n'),

  placingTitle: 'Poser : une carte chacun',
  placingBody: [
    'Chaque manche commence de la même façon : chaque joueur encore en jeu pose une carte de sa main, face cachée, devant lui. C’est le début de sa pile.',
    'Le joueur qui commence la manche pose la sienne en dernier. Personne n’ajoute de carte ni ne parie avant que chaque joueur ait posé une carte.',
    'Les cartes s’empilent : chaque joueur a une pile, la première carte en bas, la plus récente en haut. Décalez un peu les cartes de chaque pile, pour que chacun puisse les compter, et ne réorganisez jamais une pile une fois ses cartes posées.',
    'L’application demande seulement si tout le monde a posé. Elle ne demande jamais quelle carte chacun a choisie.',
  ].join('\n'),

  addingTitle: 'Ajouter une carte ou ouvrir les enchères',
  addingBody: [
    'On joue ensuite dans le sens des aiguilles d’une montre, à partir du joueur qui commence la manche, en sautant les joueurs hors jeu. À votre tour, faites l’une de ces deux choses :',
    '- ajouter une carte de votre main, face cachée, sur le dessus de votre pile ;',
    '- ouvrir les enchères en annonçant un nombre (voir les enchères).',
    'Votre main, ce sont toutes vos cartes qui ne sont pas dans votre pile. Si votre main est vide, vous devez ouvrir les enchères.',
    'Vous pouvez ouvrir les enchères dès votre premier tour, avec une seule carte dans votre pile.',
  ].join('\n'),

  biddingBody: [
    'Un pari annonce le nombre de fleurs que vous pensez pouvoir retourner. C’est un nombre entier de 1 jusqu’au total de la table : le nombre de cartes dans toutes les piles à ce moment-là.',
    'Dès que quelqu’un a parié, plus personne n’ajoute de carte jusqu’à la fin de la manche.',
    'Dans le sens des aiguilles d’une montre à partir du joueur qui suit le dernier à avoir parié, chaque joueur encore dans les enchères surenchérit ou passe :',
    '- **Surenchérir** : annoncez un nombre plus grand, jusqu’au total de la table. Les sauts sont permis, de 2 directement à 5 par exemple. Le même nombre ou un nombre plus petit n’est pas une surenchère.',
    '- **Passer** : vous quittez les enchères pour cette manche, sans retour possible. Dites « je passe » à voix haute pour que chacun le sache. Votre pile reste sur la table, et le Challenger peut encore la retourner.',
    'Les enchères s’arrêtent quand tous les autres joueurs ont passé, ou tout de suite quand un pari atteint le total de la table, puisque personne ne peut surenchérir.',
    'L’auteur du plus gros pari devient le Challenger et ne peut plus reculer.',
  ].join('\n'),

  challengeBody: [
    'Seul le Challenger retourne des cartes, une à la fois.',
    '1. D’abord sa propre pile, de haut en bas. Si les fleurs visibles atteignent le pari, le défi s’arrête là, même si des cartes de sa pile sont encore face cachée.',
    '2. Seulement quand sa propre pile est entièrement face visible, la carte face cachée du dessus de n’importe quelle autre pile, y compris celles des joueurs qui ont passé. Il choisit une pile à chaque fois et peut changer de pile quand il veut.',
    'Une carte placée sous une carte face cachée n’est jamais retournée.',
    'Le défi s’arrête dès qu’un crâne apparaît : c’est un échec. Il s’arrête aussi dès que les fleurs visibles atteignent le pari : c’est une réussite. Un petit pari peut donc réussir dans la seule pile du Challenger.',
    'Une fois le défi arrêté, plus personne ne retourne de carte.',
  ].join('\n'),

  outcomesBody: [
    '**Réussite** : le Challenger obtient une réussite. L’application la compte (notez-la aussi sur papier, si vous le souhaitez). Une deuxième réussite fait gagner la partie sur-le-champ.',
    '**Échec sur le crâne d’un autre joueur** : le Challenger rassemble toutes ses cartes, celles de sa pile comme celles de sa main, et les mélange face cachée. Le propriétaire de ce crâne en tire une sans la regarder et la pose face cachée sur la défausse.',
    '**Échec sur son propre crâne** : le Challenger choisit en secret une de ses cartes et la pose face cachée sur la défausse.',
    'Dans les deux cas, le Challenger possède une carte de moins, et aucun autre joueur ne perd de carte. Seul son propriétaire peut regarder une carte perdue, et celle-ci ne revient jamais dans la partie. L’application n’enregistre jamais si c’était une fleur ou le crâne.',
    'Après un échec, chacun peut montrer ses propres cartes s’il le souhaite. Cela ne change rien, et l’application n’enregistre rien.',
    'Un échec ne retire jamais une réussite.',
    'Un joueur qui n’a plus de carte est hors jeu. Le seul joueur restant en jeu gagne aussitôt, quelles que soient ses réussites.',
  ].join('\n'),

  nextRoundBody: [
    'Chacun reprend en main les cartes de sa pile. Les cartes de la défausse y restent.',
    'Qui commence la manche suivante :',
    '- le Challenger, s’il est encore en jeu, qu’il ait réussi ou échoué ;',
    '- si le crâne d’un autre joueur a mis le Challenger hors jeu, le propriétaire de ce crâne ;',
    '- si le Challenger s’est mis hors jeu sur son propre crâne, il choisit qui commence parmi les joueurs encore en jeu.',
    'La nouvelle manche commence, comme toujours, par la pose.',
  ].join('\n'),

  lastChanceBody: [
    'La variante Dernière chance est officielle et facultative ; elle ne se joue pas avec la version de voyage.',
  ].join('\n'),

  travelSetBody: [
    'Cette partie se joue avec un seul jeu de cartes, pourvu que tous les dos soient identiques.',
    '- Chaque joueur prend trois cartes numérotées pour ses fleurs et une figure pour son crâne. Ni la couleur, ni la valeur des cartes numérotées, ni la figure choisie n’ont d’importance, et chacun peut regarder sa propre main pour la vérifier.',
    '- Chaque joueur pose ses cartes face cachée devant lui, l’une sur l’autre : c’est sa pile. Le Challenger retourne la carte du dessus d’une pile.',
    '- L’application compte les réussites ; une feuille de papier est facultative.',
    ...cardTableLines,
  ].join('\n'),

  mistakesBody: [
    '- **Sa propre pile d’abord.** Le Challenger retourne sa propre pile en commençant par le dessus, et ne touche à aucune autre pile tant qu’une de ses cartes est face cachée. Si le pari est atteint dans sa propre pile, le défi s’arrête là : le reste de sa pile n’est pas retourné.',
    '- **Passer laisse votre pile en jeu.** Un joueur qui a passé quitte seulement les enchères : le Challenger peut encore retourner ses cartes.',
    '- **Seul le Challenger perd une carte.** Le propriétaire du crâne qui a arrêté le défi ne perd rien. Sur le crâne d’un autre joueur, ce propriétaire tire la carte perdue parmi toutes les cartes du Challenger ; sur son propre crâne, le Challenger la choisit.',
    '- **Personne ne retourne de carte après la fin du défi.** Dès qu’un crâne apparaît ou que le pari est atteint, le Challenger ne retourne plus aucune carte. Après un échec, chacun peut montrer ses propres cartes s’il le souhaite : cela ne change rien, et l’application n’enregistre rien.',
    '- **Seul son propriétaire voit une carte perdue.** Elle va face cachée sur la défausse, seul son propriétaire peut la regarder, et l’application ne demande jamais ce que c’était.',
    '- **Le même nombre n’est pas une surenchère.** Annoncez un nombre plus grand ou passez. L’application refuse un pari égal ou plus petit.',
    '- **Seulement la carte du dessus.** Le Challenger retourne la carte face cachée du dessus d’une pile, jamais une carte placée en dessous.',
    '**Solutions maison.** Ce ne sont pas des règles imprimées : c’est ce que cette application propose aux joueurs quand quelque chose tourne mal.',
    '- **Une carte montrée par accident.** Les joueurs peuvent abandonner la manche : chacun reprend ses cartes, personne n’obtient de réussite ni ne perd de carte, et le même joueur recommence la manche.',
    '- **Un pari hors limites.** Un pari qui ne dépasse pas le pari en cours, ou qui dépasse le total de la table, est corrigé par le même joueur avant que le suivant ne joue. L’application ne propose que des paris possibles.',
    '- **Une erreur de saisie.** Annulez-la dans l’application, pas à pas jusqu’au début de la partie s’il le faut, et rétablissez ce que vous avez annulé.',
  ].join('\n'),

  examplesBody: [
    'Trois manches courtes, aux limites des règles, avec Nadia, Omar, Lou et Sami assis dans le sens des aiguilles d’une montre.',
    '**Une réussite dans sa propre pile.** Omar a trois cartes dans sa pile, parie 2, et tous les autres passent. Sa carte du dessus est une fleur, la suivante aussi : le pari est atteint et le défi s’arrête, sa dernière carte toujours face cachée. Omar obtient une réussite et commence la manche suivante.',
    '**Un échec sur son propre crâne.** Lou parie 3 avec deux cartes dans sa pile : une fleur, puis son propre crâne. Elle choisit en secret une de ses cartes et la pose face cachée sur la défausse ; elle en possède trois désormais, et commence la manche suivante.',
    '**Un joueur hors jeu, et qui commence ensuite.** Sami ne possède plus qu’une carte. Il parie 2, retourne sa fleur, puis la carte du dessus de Nadia : un crâne. Sa dernière carte va sur la défausse et il est hors jeu ; Nadia, dont le crâne l’a arrêté, commence la manche suivante. S’il était tombé sur son propre crâne, il aurait choisi qui commence.',
    'La manche d’entraînement, dans la section suivante, permet de jouer une telle manche dans l’application.',
  ].join('\n'),

  practiceBody: [
    'Une manche d’entraînement sert à apprendre : elle n’apporte aucune réussite et ne retire aucune carte. Ici, quatre joueurs sont assis dans le sens des aiguilles d’une montre : Nadia, qui commence, puis Omar, Lou et Sami.',
    '1. **La pose.** Omar, Lou et Sami posent chacun une carte face cachée devant eux ; Nadia, qui commence, pose la sienne en dernier. Le total de la table est de 4.',
    '2. **Les ajouts.** Nadia ajoute une deuxième carte : le total de la table passe à 5. Omar, qui n’a qu’une carte dans sa pile, ouvre les enchères à 2. Plus personne n’ajoute de carte ensuite.',
    '3. **Les enchères.** Lou passe. Sami surenchérit à 4. Nadia passe, puis Omar passe. Sami est le Challenger, et il lui faut 4 fleurs.',
    '4. **Sa propre pile.** Sami retourne son unique carte : une fleur (1 sur 4).',
    '5. **Les autres piles.** Il retourne la carte du dessus de Nadia : une fleur (2). Lou a passé, mais sa pile reste en jeu : sa carte est une fleur (3). Puis la dernière carte de Nadia : un crâne. Le défi s’arrête là : c’est un échec.',
    '6. **Le résultat.** Dans une vraie partie, Sami rassemblerait ses quatre cartes, celles de sa pile comme celles de sa main, et les mélangerait face cachée ; Nadia en tirerait une sans la voir pour la défausse, et Sami commencerait la manche suivante. À l’entraînement, rien ne va sur la défausse.',
    'Jouez-en une avec vos propres joueurs dans l’application :',
  ].join('\n'),
};
