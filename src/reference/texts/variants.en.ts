// The Last Chance variant and the playing-card travel set. One line is one block (see blocks.ts).
/** The travel set's table rules (passing aloud, the discard pile, which cards are which per deck): the section and
 *  its card twin (rulesCards) say them in the same words. */
export const cardTableLines = [
  '- Say “pass” aloud when you pass.',
  '- A lost card goes face down on a discard pile and stays there; only its owner may look at it.',
  'Which cards are flowers, and which is the skull, depends on the deck:',
  '- **A 52-card deck**: flowers 2 to 10; the skull a jack, queen or king. Aces and jokers are not used.',
  '- **A Spanish deck (40 cards)**: flowers the ace (1) to 7; the skull a sota, caballo or rey (numbered 10, 11 and 12).',
  '- **An Italian deck (40 cards)**: flowers the ace (1) to 7; the skull a fante, cavallo or re (numbered 8, 9 and 10 in many decks).',
  '- **A Skat deck (32 cards)**: flowers 7 to 10; the skull a jack, queen or king. Aces are not used, so at most five players.',
  'Every other rule stays the same. Last Chance is not used with cards.',
];

export const en = {
  lastChanceTitle: 'Last Chance (variant)',
  lastChanceBody: [
    'Last Chance is an official, optional variant, chosen before the game starts. It is not used with the travel set.',
    '- When a failed challenge leaves the challenger owning exactly one disc, they receive the Last Chance disc, unless they have already received it in this game. They hold it during the round that follows and no longer. The whole table knows that this disc is a flower. It is a risk too: a holder who becomes the challenger and fails is out of the game (see below).',
    '- The Last Chance disc is an extra disc in their hand for that round. They still place exactly one disc at the start of the round: either of their two discs, the Last Chance disc included. They may add the other later like any disc. On a mat it counts in the table total and can be flipped: it shows a flower.',
    '- At the end of that round the Last Chance disc goes back, whether it was played or not. If the round is abandoned, the holder keeps it for the round played again.',
    '- If they become the challenger in that round and fail, they lose the Last Chance disc and their last disc together, and are out of the game. The usual rule names who starts next: the owner of the skull that stopped them, or a player of their choice if it was their own skull.',
    '- Each player can receive the Last Chance disc at most once per game.',
  ].join('\n'),

  travelSetTitle: 'The travel set: playing cards',
  travelSetBody: [
    'No discs with you? One deck of playing cards will do, as long as all the backs look the same.',
    '- Each player takes three number cards as their flowers and one face card as their skull. Suits do not matter, nor which numbers or which face card, and each player may look at their own hand to check it.',
    '- Each player’s face-down pile takes the place of the mat. A card is played face down exactly like a disc, and the challenger flips the top card of a pile.',
    '- With no mat to flip, keep successes in the app, or on paper.',
    ...cardTableLines,
  ].join('\n'),
};
