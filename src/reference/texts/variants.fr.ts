import type { en } from './variants.en';

// The Last Chance variant and the playing-card travel set. One line is one block (see blocks.ts).
/** The travel set's table rules (passing aloud, the discard pile, which cards are which per deck): the section and
 *  its card twin (rulesCards) say them in the same words. */
export const cardTableLines = [
  '- Dites « je passe » à voix haute quand vous passez.',
  '- Une carte perdue va face cachée sur la défausse et y reste ; seul son propriétaire peut la regarder.',
  'Les cartes qui font les fleurs et celle qui fait le crâne dépendent du jeu :',
  '- **Un jeu de 52 cartes** : fleurs du 2 au 10 ; crâne : un valet, une dame ou un roi. Sans les as ni les jokers.',
  '- **Un jeu espagnol (40 cartes)** : fleurs de l’as (1) au 7 ; crâne : une sota, un caballo ou un rey (numérotés 10, 11 et 12).',
  '- **Un jeu italien (40 cartes)** : fleurs de l’as (1) au 7 ; crâne : un fante, un cavallo ou un re (numérotés 8, 9 et 10 dans bien des jeux).',
  '- **Un jeu de 32 cartes (belote, skat)** : fleurs du 7 au 10 ; crâne : un valet, une dame ou un roi. Les as ne servent pas ; cinq joueurs au plus.',
  'Toutes les autres règles restent les mêmes. La variante Dernière chance ne se joue pas avec des cartes.',
];

export const fr: typeof en = {
  lastChanceTitle: 'Dernière chance (variante)',
  lastChanceBody: [
    'La variante Dernière chance est officielle et facultative, et se choisit avant le début de la partie. Elle ne se joue pas avec la version de voyage.',
    '- Quand un défi raté laisse le Challenger avec exactement un disque, il reçoit le disque Dernière chance, sauf s’il l’a déjà reçu plus tôt dans la partie. Il le garde pendant la manche qui suit, pas plus. Toute la table sait que ce disque est une fleur. C’est aussi un risque : s’il devient le Challenger et échoue, il est hors jeu (voir plus bas).',
    '- Le disque Dernière chance est un disque de plus dans sa main pour cette manche. Il pose quand même un seul disque au début de la manche : l’un ou l’autre de ses deux disques, y compris le disque Dernière chance. Il peut ajouter l’autre plus tard, comme n’importe quel disque. Sur un tapis, il compte dans le total de la table et peut être retourné : il montre une fleur.',
    '- À la fin de cette manche, le disque Dernière chance est rendu, qu’il ait été joué ou non. Si la manche est abandonnée, celui qui le détient le garde pour la manche rejouée.',
    '- S’il devient le Challenger pendant cette manche et échoue, il perd à la fois le disque Dernière chance et son dernier disque : il est hors jeu. La règle habituelle désigne qui commence ensuite : le propriétaire du crâne qui l’a arrêté, ou le joueur de son choix si c’était son propre crâne.',
    '- Chaque joueur peut recevoir le disque Dernière chance au plus une fois par partie.',
  ].join('\n'),

  travelSetTitle: 'La version de voyage : des cartes à jouer',
  travelSetBody: [
    'Pas de disques sous la main ? Un seul jeu de cartes suffit, pourvu que tous les dos soient identiques.',
    '- Chaque joueur prend trois cartes numérotées pour ses fleurs et une figure pour son crâne. Ni la couleur, ni la valeur des cartes numérotées, ni la figure choisie n’ont d’importance, et chacun peut regarder sa propre main pour la vérifier.',
    '- La pile face cachée de chaque joueur remplace le tapis. Une carte se joue face cachée exactement comme un disque, et le Challenger retourne la carte du dessus d’une pile.',
    '- Sans tapis à retourner, notez les réussites dans l’application, ou sur papier.',
    ...cardTableLines,
  ].join('\n'),
};
