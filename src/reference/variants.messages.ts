import { defineMessages } from '../i18n';

// The Last Chance variant and the playing-card travel set. One line is one block (see blocks.ts).
export const en = {
  lastChanceTitle: 'Last Chance (variant)',
  lastChanceBody: [
    'Last Chance is an official, optional variant, chosen before the game starts.',
    '- When a failed challenge leaves the challenger with exactly one disc, and they have never had it in this game, they receive the Last Chance disc for the next round only. Everyone knows it is a flower.',
    '- It is an extra disc in their hand. They still place just one disc at the start of the round, and may add the Last Chance disc later like any other disc. On the mat it counts in the table total and can be flipped: it shows a flower.',
    '- At the end of that round it goes back, whether it was played or not.',
    '- If they become the challenger in that round and fail, they lose the Last Chance disc and their last disc together, and are out of the game.',
    '- Each player can receive it at most once per game.',
  ].join('\n'),

  travelSetTitle: 'The travel set: playing cards',
  travelSetBody: [
    'No discs with you? A deck of playing cards will do. Each player takes three number cards to be their flowers and one face card (jack, queen or king) to be their skull.',
    'Everything else is the same: a card is played face down exactly like a disc, the pile in front of you is your stack, and every rule above applies.',
    'Last Chance is not used with the travel set.',
  ].join('\n'),
};

export const fr: typeof en = {
  lastChanceTitle: 'Dernière chance (variante)',
  lastChanceBody: [
    'Dernière chance est une variante officielle et facultative, choisie avant le début de la partie.',
    '- Quand un défi raté laisse le Challenger avec exactement un disque, et qu’il ne l’a jamais reçu dans cette partie, il reçoit le disque Dernière chance pour la manche suivante seulement. Tout le monde sait que c’est une fleur.',
    '- C’est un disque de plus dans sa main. Il pose quand même un seul disque au début de la manche, et peut ajouter le disque Dernière chance plus tard comme n’importe quel disque. Sur le tapis, il compte dans le total de la table et peut être retourné : il montre une fleur.',
    '- À la fin de cette manche, il est rendu, qu’il ait été joué ou non.',
    '- S’il devient le Challenger pendant cette manche et échoue, il perd à la fois le disque Dernière chance et son dernier disque : il est éliminé.',
    '- Chaque joueur peut le recevoir au plus une fois par partie.',
  ].join('\n'),

  travelSetTitle: 'La version de voyage : des cartes à jouer',
  travelSetBody: [
    'Pas de disques sous la main ? Un jeu de cartes suffit. Chaque joueur prend trois cartes numérotées pour ses fleurs et une figure (valet, dame ou roi) pour son crâne.',
    'Tout le reste est identique : une carte se joue face cachée exactement comme un disque, le paquet devant vous est votre pile, et chaque règle ci-dessus s’applique.',
    'La variante Dernière chance ne se joue pas avec la version de voyage.',
  ].join('\n'),
};

export const messages = defineMessages(en, fr);
