import type { en } from './help.en';

// Common mistakes, house remedies, and the practice round walk-through. One line is one block (see blocks.ts).
export const fr: typeof en = {
  mistakesTitle: 'Erreurs et litiges courants',
  mistakesBody: [
    '- **Sa propre pile d’abord.** Le Challenger retourne sa propre pile en commençant par le dessus, et ne touche à aucune autre pile tant qu’un de ses disques est face cachée. Si le pari est atteint dans sa propre pile, le défi s’arrête là : le reste de sa pile n’est pas retourné.',
    '- **Passer laisse votre pile en jeu.** Un joueur qui a passé quitte seulement les enchères : le Challenger peut encore retourner ses disques.',
    '- **Seul le Challenger perd un disque.** Le propriétaire du crâne qui a arrêté le défi ne perd rien. Sur le crâne d’un autre joueur, ce propriétaire tire le disque perdu parmi tous les disques du Challenger ; sur son propre crâne, le Challenger le choisit.',
    '- **Personne ne retourne de disque après la fin du défi.** Dès qu’un crâne apparaît ou que le pari est atteint, le Challenger ne retourne plus aucun disque. Après un échec, chacun peut montrer ses propres disques s’il le souhaite : cela ne change rien, et l’application n’enregistre rien.',
    '- **Seul son propriétaire voit un disque perdu.** Il va dans la boîte face cachée, seul son propriétaire peut le regarder, et l’application ne demande jamais ce que c’était.',
    '- **Le même nombre n’est pas une surenchère.** Annoncez un nombre plus grand ou passez. L’application refuse un pari égal ou plus petit.',
    '- **Seulement le disque du dessus.** Le Challenger retourne le disque face cachée du dessus d’une pile, jamais un disque placé en dessous.',
    '**Solutions maison.** Ce ne sont pas des règles imprimées : c’est ce que cette application propose aux joueurs quand quelque chose tourne mal.',
    '- **Un disque montré par accident.** Les joueurs peuvent abandonner la manche : chacun reprend ses disques, personne n’obtient de réussite ni ne perd de disque, et le même joueur recommence la manche.',
    '- **Un pari hors limites.** Un pari qui ne dépasse pas le pari en cours, ou qui dépasse le total de la table, est corrigé par le même joueur avant que le suivant ne joue. L’application ne propose que des paris possibles.',
    '- **Une erreur de saisie.** Annulez-la dans l’application, pas à pas jusqu’au début de la partie s’il le faut, et rétablissez ce que vous avez annulé.',
  ].join('\n'),

  practiceTitle: 'Une manche d’entraînement, pas à pas',
  practiceBody: [
    'Une manche d’entraînement sert à apprendre : elle n’apporte aucune réussite et ne retire aucun disque. Ici, quatre joueurs sont assis dans le sens des aiguilles d’une montre : Nadia, qui commence, puis Omar, Lou et Sami.',
    '1. **La pose.** Omar, Lou et Sami posent chacun un disque face cachée sur leur tapis ; Nadia, qui commence, pose le sien en dernier. Le total de la table est de 4.',
    '2. **Les ajouts.** Nadia ajoute un deuxième disque : le total de la table passe à 5. Omar, qui n’a qu’un disque sur son tapis, ouvre les enchères à 2. Plus personne n’ajoute de disque ensuite.',
    '3. **Les enchères.** Lou passe. Sami surenchérit à 4. Nadia passe, puis Omar passe. Sami est le Challenger, et il lui faut 4 fleurs.',
    '4. **Sa propre pile.** Sami retourne son unique disque : une fleur (1 sur 4).',
    '5. **Les autres piles.** Il retourne le disque du dessus de Nadia : une fleur (2). Lou a passé, mais sa pile reste en jeu : son disque est une fleur (3). Puis le dernier disque de Nadia : un crâne. Le défi s’arrête là : c’est un échec.',
    '6. **Le résultat.** Dans une vraie partie, Sami rassemblerait ses quatre disques, ceux du tapis comme ceux de sa main, et les mélangerait face cachée ; Nadia en tirerait un sans le voir pour la boîte, et Sami commencerait la manche suivante. À l’entraînement, rien ne va dans la boîte.',
    'Jouez-en une avec vos propres joueurs dans l’application :',
  ].join('\n'),
};
