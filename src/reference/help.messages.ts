import { defineMessages } from '../i18n';

// Common mistakes and disputes, and the practice round walk-through. One line is one block (see blocks.ts).
export const en = {
  mistakesTitle: 'Common mistakes and disputes',
  mistakesBody: [
    '- **Your own stack first.** The challenger turns up every disc of their own stack before touching anyone else’s.',
    '- **Passing keeps your stack in play.** A player who passed is out of the bidding only: the challenger may still flip their discs.',
    '- **Only the challenger loses a disc.** The owner of the skull that stopped the challenge loses nothing; they only take a disc away from the challenger.',
    '- **Nobody flips after the challenge stops.** Once a skull shows or the bid is reached, the other discs stay hidden, even “just to see”.',
    '- **The lost disc stays secret.** It is put away face down without being shown to anyone, and the app never asks what it was.',
    '- **The same number is not a raise.** Say a higher number or pass. The app refuses an equal or lower bid.',
    '- **Top discs only.** The challenger flips the top face-down disc of a stack, never one from underneath.',
    'Something went wrong anyway? If a disc was shown by accident, the table may abandon the round: every disc goes back, nobody gains or loses anything, and the same player starts again. A wrong tap in the app can be undone step by step, and redone.',
  ].join('\n'),

  practiceTitle: 'A practice round, step by step',
  practiceBody: [
    'A practice round is played only to learn: it awards no success and removes no disc. Here is one with four players sitting clockwise: Ana, who starts, then Ben, Chloé and Dev.',
    '1. **Placing.** Ben, Chloé and Dev each put a disc face down on their mat, then Ana puts hers down last. Four discs are on the table.',
    '2. **Adding.** Ana adds a second disc. Ben adds a second disc too. The table total is now 6.',
    '3. **Opening.** Chloé opens the bidding: 2. From now on nobody adds a disc.',
    '4. **Bidding.** Dev raises to 3. Ana passes. Ben jumps to 5. Chloé passes, then Dev passes. Ben is the challenger, with a bid of 5.',
    '5. **His own stack.** Ben flips his top disc: a flower. Then his bottom disc: a flower. Two flowers, three to go.',
    '6. **Other stacks.** He flips Ana’s top disc: a flower (3). Ana passed, but her stack is still in play. Then Chloé’s only disc: a flower (4). Then Ana’s last disc: a skull. The challenge stops there: a failure.',
    '7. **Outcome.** In a real round Ben would gather his four discs and Ana would take one away at random, unseen. In practice nothing is lost. Ben is still in the game, so he would start the next round.',
  ].join('\n'),
};

export const fr: typeof en = {
  mistakesTitle: 'Erreurs et litiges courants',
  mistakesBody: [
    '- **Sa propre pile d’abord.** Le Challenger retourne tous les disques de sa propre pile avant de toucher à celle des autres.',
    '- **Passer laisse votre pile en jeu.** Un joueur qui a passé quitte seulement les enchères : le Challenger peut encore retourner ses disques.',
    '- **Seul le Challenger perd un disque.** Le propriétaire du crâne qui a arrêté le défi ne perd rien ; il retire seulement un disque au Challenger.',
    '- **Personne ne retourne de disque après la fin du défi.** Dès qu’un crâne apparaît ou que le pari est atteint, les autres disques restent cachés, même « juste pour voir ».',
    '- **Le disque perdu reste secret.** On le met de côté face cachée sans le montrer à personne, et l’application ne demande jamais ce que c’était.',
    '- **Le même nombre n’est pas une surenchère.** Annoncez un nombre plus grand ou passez. L’application refuse un pari égal ou plus petit.',
    '- **Seulement le disque du dessus.** Le Challenger retourne le disque face cachée du dessus d’une pile, jamais un disque placé en dessous.',
    'Un accroc malgré tout ? Si un disque a été montré par accident, la table peut annuler la manche : chacun reprend ses disques, personne ne gagne ni ne perd rien, et le même joueur recommence. Une erreur de saisie dans l’application s’annule pas à pas, et se rétablit.',
  ].join('\n'),

  practiceTitle: 'Une manche d’entraînement, pas à pas',
  practiceBody: [
    'Une manche d’entraînement sert seulement à apprendre : elle n’apporte aucune réussite et ne retire aucun disque. En voici une à quatre joueurs, assis dans le sens des aiguilles d’une montre : Ana, qui commence, puis Ben, Chloé et Dev.',
    '1. **La pose.** Ben, Chloé et Dev posent chacun un disque face cachée sur leur tapis, puis Ana pose le sien en dernier. Quatre disques sont sur la table.',
    '2. **Les ajouts.** Ana ajoute un deuxième disque. Ben aussi. Le total de la table est maintenant de 6.',
    '3. **Le défi.** Chloé lance le défi : 2. Désormais, personne n’ajoute de disque.',
    '4. **Les enchères.** Dev surenchérit à 3. Ana passe. Ben saute à 5. Chloé passe, puis Dev passe. Ben est le Challenger, avec un pari de 5.',
    '5. **Sa propre pile.** Ben retourne son disque du dessus : une fleur. Puis celui du dessous : une fleur. Deux fleurs, il en reste trois.',
    '6. **Les autres piles.** Il retourne le disque du dessus d’Ana : une fleur (3). Ana a passé, mais sa pile reste en jeu. Puis l’unique disque de Chloé : une fleur (4). Puis le dernier disque d’Ana : un crâne. Le défi s’arrête là : c’est un échec.',
    '7. **Le résultat.** Dans une vraie manche, Ben rassemblerait ses quatre disques et Ana en retirerait un au hasard, sans le voir. À l’entraînement, rien n’est perdu. Ben est encore en jeu : il commencerait la manche suivante.',
  ].join('\n'),
};

export const messages = defineMessages(en, fr);
