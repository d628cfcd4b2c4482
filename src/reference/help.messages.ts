import { defineMessages } from '../i18n';

// Common mistakes, house remedies, and the practice round walk-through. One line is one block (see blocks.ts).
export const en = {
  mistakesTitle: 'Common mistakes and disputes',
  mistakesBody: [
    '- **Your own stack first.** The challenger flips every disc of their own stack before touching any other stack.',
    '- **Passing keeps your stack in play.** A player who passed is out of the bidding only: the challenger may still flip their discs.',
    '- **Only the challenger loses a disc.** The owner of the skull that stopped the challenge loses nothing. On another player’s skull, that owner draws the lost disc from all the challenger’s discs; on the challenger’s own skull, the challenger chooses it.',
    '- **Nobody flips after the challenge stops.** Once a skull shows or the bid is reached, the challenger flips no more discs. After a failure, players may show their own discs if they wish: it changes nothing, and the app records nothing.',
    '- **Only its owner sees a lost disc.** It goes in the box face down, only its owner may look at it, and the app never asks what it was.',
    '- **The same number is not a raise.** Say a higher number or pass. The app refuses an equal or lower bid.',
    '- **Top discs only.** The challenger flips the top face-down disc of a stack, never one from underneath.',
    '**House remedies.** These are not printed rules: they are what this app offers a table when something goes wrong.',
    '- **A disc shown by accident.** The table may abandon the round: every disc goes back, nobody gains a success or loses a disc, and the same player starts the round again.',
    '- **A bid out of range.** A bid that is not higher than the current one, or higher than the table total, is corrected by the same player before the next player acts. The app only offers bids in range.',
    '- **A wrong tap.** Undo it in the app, step by step back to the start of the game if need be, and redo what you undid.',
  ].join('\n'),

  practiceTitle: 'A practice round, step by step',
  practiceBody: [
    'A practice round is played only to learn: it awards no success and removes no disc. In this one, four players sit clockwise: Nadia, who starts, then Omar, Lou and Sami.',
    '1. **Placing.** Omar, Lou and Sami each put a disc face down on their mat; Nadia, the starter, puts hers down last. The table total is 4.',
    '2. **Adding.** Nadia adds a second disc: the table total is 5. Omar, with a single disc on his mat, opens the bidding at 2. Nobody adds a disc after that.',
    '3. **Bidding.** Lou passes. Sami raises to 4. Nadia passes, then Omar passes. Sami is the challenger, and 4 flowers are needed.',
    '4. **His own stack.** Sami flips his only disc: a flower (1 of 4).',
    '5. **Other stacks.** He flips Nadia’s top disc: a flower (2). Lou passed, but her stack is still in play: her disc is a flower (3). Then Nadia’s last disc: a skull. The challenge stops there: a failure.',
    '6. **Outcome.** In a real game Sami would mix his four discs face down, Nadia would draw one unseen for the box, and Sami would start the next round. In practice nothing goes in the box.',
    'Play one with your own table in the app:',
  ].join('\n'),
  practiceLink: 'Play a practice round',
};

export const fr: typeof en = {
  mistakesTitle: 'Erreurs et litiges courants',
  mistakesBody: [
    '- **Sa propre pile d’abord.** Le Challenger retourne tous les disques de sa propre pile avant de toucher à une autre pile.',
    '- **Passer laisse votre pile en jeu.** Un joueur qui a passé quitte seulement les enchères : le Challenger peut encore retourner ses disques.',
    '- **Seul le Challenger perd un disque.** Le propriétaire du crâne qui a arrêté le défi ne perd rien. Sur le crâne d’un autre joueur, ce propriétaire tire le disque perdu parmi tous les disques du Challenger ; sur son propre crâne, le Challenger le choisit.',
    '- **Personne ne retourne de disque après la fin du défi.** Dès qu’un crâne apparaît ou que le pari est atteint, le Challenger ne retourne plus aucun disque. Après un échec, chacun peut montrer ses propres disques s’il le souhaite : cela ne change rien, et l’application n’enregistre rien.',
    '- **Seul son propriétaire voit un disque perdu.** Il va dans la boîte face cachée, seul son propriétaire peut le regarder, et l’application ne demande jamais ce que c’était.',
    '- **Le même nombre n’est pas une surenchère.** Annoncez un nombre plus grand ou passez. L’application refuse un pari égal ou plus petit.',
    '- **Seulement le disque du dessus.** Le Challenger retourne le disque face cachée du dessus d’une pile, jamais un disque placé en dessous.',
    '**Remèdes maison.** Ce ne sont pas des règles imprimées : c’est ce que cette application propose à la table quand quelque chose tourne mal.',
    '- **Un disque montré par accident.** La table peut abandonner la manche : chacun reprend ses disques, personne ne gagne de réussite ni ne perd de disque, et le même joueur recommence la manche.',
    '- **Un pari hors limites.** Un pari qui ne dépasse pas le pari en cours, ou qui dépasse le total de la table, est corrigé par le même joueur avant que le suivant ne joue. L’application ne propose que des paris possibles.',
    '- **Une erreur de saisie.** Défaites-la dans l’application, pas à pas jusqu’au début de la partie s’il le faut, et refaites ce que vous avez défait.',
  ].join('\n'),

  practiceTitle: 'Une manche d’entraînement, pas à pas',
  practiceBody: [
    'Une manche d’entraînement sert seulement à apprendre : elle n’apporte aucune réussite et ne retire aucun disque. Dans celle-ci, quatre joueurs sont assis dans le sens des aiguilles d’une montre : Nadia, qui commence, puis Omar, Lou et Sami.',
    '1. **La pose.** Omar, Lou et Sami posent chacun un disque face cachée sur leur tapis ; Nadia, la première joueuse, pose le sien en dernier. Le total de la table est de 4.',
    '2. **Les ajouts.** Nadia ajoute un deuxième disque : le total de la table passe à 5. Omar, qui n’a qu’un disque sur son tapis, lance le défi à 2. Plus personne n’ajoute de disque ensuite.',
    '3. **Les enchères.** Lou passe. Sami surenchérit à 4. Nadia passe, puis Omar passe. Sami est le Challenger, et il lui faut 4 fleurs.',
    '4. **Sa propre pile.** Sami retourne son unique disque : une fleur (1 sur 4).',
    '5. **Les autres piles.** Il retourne le disque du dessus de Nadia : une fleur (2). Lou a passé, mais sa pile reste en jeu : son disque est une fleur (3). Puis le dernier disque de Nadia : un crâne. Le défi s’arrête là : c’est un échec.',
    '6. **Le résultat.** Dans une vraie partie, Sami mélangerait ses quatre disques face cachée, Nadia en tirerait un sans le voir pour la boîte, et Sami commencerait la manche suivante. À l’entraînement, rien ne va dans la boîte.',
    'Jouez-en une avec votre propre table dans l’application :',
  ].join('\n'),
  practiceLink: 'Jouer une manche d’entraînement',
};

export const messages = defineMessages(en, fr);
