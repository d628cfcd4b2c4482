import { defineMessages } from '../i18n';

// The Last Chance variant and the playing-card travel set. One line is one block (see blocks.ts).
export const en = {
  lastChanceTitle: 'Last Chance (variant)',
  lastChanceBody: [
    'Last Chance is an official, optional variant, chosen before the game starts. It is not used with the travel set.',
    '- When a failed challenge leaves the challenger owning exactly one disc, they receive the Last Chance disc, unless they already received it earlier in this game. They hold it during the round that follows and no longer. The whole table knows that this disc is a flower.',
    '- The Last Chance disc is an extra disc in their hand for that round. They still place exactly one disc at the start of the round: either of their two discs, the Last Chance disc included. They may add the other later like any disc. On a mat it counts in the table total and can be flipped: it shows a flower.',
    '- At the end of that round the Last Chance disc goes back, whether it was played or not. If the round is abandoned, the holder keeps it for the round played again.',
    '- If they become the challenger in that round and fail, they lose the Last Chance disc and their last disc together, and are out of the game. The usual rule names who starts next: the owner of the skull that stopped them, or a player of their choice if it was their own skull.',
    '- Each player can receive the Last Chance disc at most once per game.',
  ].join('\n'),

  travelSetTitle: 'The travel set: playing cards',
  travelSetBody: [
    'No discs with you? One deck of playing cards will do, as long as all the backs look the same.',
    '- Each player takes three number cards, from 2 to 10, as their flowers and one jack, queen or king as their skull. Suits and ranks do not matter, and each player may look at their own hand to check it.',
    '- Each player’s face-down pile takes the place of the mat: it is their stack. A card is played face down exactly like a disc, and the challenger flips the top card of a pile.',
    '- With no mat to flip, keep successes in the app, or on paper.',
    '- Say “pass” aloud when you pass.',
    '- A lost card goes face down, apart from the game, and stays there; only its owner may look at it.',
    'Every other rule stays the same. Last Chance is not used with cards.',
  ].join('\n'),
};

export const fr: typeof en = {
  lastChanceTitle: 'Dernière chance (variante)',
  lastChanceBody: [
    'Dernière chance est une variante officielle et facultative, choisie avant le début de la partie. Elle ne se joue pas avec la version de voyage.',
    '- Quand un défi raté laisse le Challenger avec exactement un disque, il reçoit le disque Dernière chance, sauf s’il l’a déjà reçu plus tôt dans la partie. Il le garde pendant la manche qui suit, pas plus. Toute la table sait que ce disque est une fleur.',
    '- Le disque Dernière chance est un disque de plus dans sa main pour cette manche. Il pose quand même un seul disque au début de la manche : l’un ou l’autre de ses deux disques, y compris le disque Dernière chance. Il peut ajouter l’autre plus tard, comme n’importe quel disque. Sur un tapis, il compte dans le total de la table et peut être retourné : il montre une fleur.',
    '- À la fin de cette manche, le disque Dernière chance est rendu, qu’il ait été joué ou non. Si la manche est abandonnée, celui qui le détient le garde pour la manche rejouée.',
    '- S’il devient le Challenger pendant cette manche et échoue, il perd à la fois le disque Dernière chance et son dernier disque : il est hors jeu. La règle habituelle désigne qui commence ensuite : le propriétaire du crâne qui l’a arrêté, ou le joueur de son choix si c’était son propre crâne.',
    '- Chaque joueur peut recevoir le disque Dernière chance au plus une fois par partie.',
  ].join('\n'),

  travelSetTitle: 'La version de voyage : des cartes à jouer',
  travelSetBody: [
    'Pas de disques sous la main ? Un seul jeu de cartes suffit, pourvu que tous les dos soient identiques.',
    '- Chaque joueur prend trois cartes numérotées, de 2 à 10, pour ses fleurs et un valet, une dame ou un roi pour son crâne. Les couleurs et les valeurs n’ont pas d’importance, et chacun peut regarder sa propre main pour la vérifier.',
    '- Le paquet face cachée de chaque joueur remplace le tapis : c’est sa pile. Une carte se joue face cachée exactement comme un disque, et le Challenger retourne la carte du dessus d’un paquet.',
    '- Sans tapis à retourner, notez les réussites dans l’application, ou sur papier.',
    '- Dites « je passe » à voix haute quand vous passez.',
    '- Une carte perdue est mise face cachée, à l’écart du jeu, et y reste ; seul son propriétaire peut la regarder.',
    'Toutes les autres règles restent les mêmes. La variante Dernière chance ne se joue pas avec des cartes.',
  ].join('\n'),
};

export const messages = defineMessages(en, fr);
