// The bidding and the challenge. One line is one block (see blocks.ts).
export const en = {
  biddingTitle: 'Bidding',
  biddingBody: [
    'A bid is the number of flowers you claim you can flip. It is a whole number from 1 up to the table total: the number of discs on all the mats at that moment.',
    'As soon as anyone bids, nobody adds a disc for the rest of the round.',
    'Going clockwise from the player after the last bidder, each player still in the bidding either raises or passes:',
    '- **Raise**: say any higher number, up to the table total. Jumps are fine, from 2 straight to 5 for instance. The same number or a lower one is not a raise.',
    '- **Pass**: you are out of the bidding for this round and cannot come back. Slide your mat a little forward so that everyone sees you passed. Your stack stays on it, and the challenger may still flip it.',
    'The bidding ends when every other player has passed, or at once when a bid equals the table total, since nobody can go higher.',
    'The highest bidder becomes the challenger and cannot back out.',
  ].join('\n'),

  challengeTitle: 'The challenge',
  challengeBody: [
    'Only the challenger flips, one disc at a time.',
    '1. First their own stack, from the top down. If the flowers shown reach the bid, the challenge ends there, even with discs of their own stack still face down.',
    '2. Only once their own stack is all face up, the top face-down disc of any other stack, passed players included. They choose a stack for each flip and may switch stacks whenever they like.',
    'A disc lying under a face-down disc is never flipped.',
    'The challenge stops the moment a skull shows: a failure. It also stops as soon as the flowers shown reach the bid: a success. So a small bid can succeed inside the challenger’s own stack.',
    'Once the challenge has stopped, nobody flips another disc.',
  ].join('\n'),
};
