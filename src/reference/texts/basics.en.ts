// The quick version and the start of a round. One line is one block (see blocks.ts).
export const en = {
  quickTitle: 'The rules on one screen',
  quickBody: [
    'Win two challenges, or be the last player left in the game. Each player has a mat and four discs: three flowers and one skull.',
    '1. Everyone puts one disc face down on their own mat; the starter places last.',
    '2. Then, clockwise from the starter, each player either adds a disc on top of their stack or opens the bidding.',
    '3. A bid is how many flowers you say you can flip: from 1 up to the table total, the number of discs on all the mats. Once anyone has bid, nobody adds a disc.',
    '4. Clockwise, each player raises or passes. A pass is final for the round, but the passed player’s stack stays on their mat and can still be flipped.',
    '5. The highest bidder is the challenger: they flip the top disc of their own stack, then the next, and only once it is all face up, the top discs of other stacks. They stop at the first skull, or as soon as enough flowers show.',
    '6. Enough flowers: a success, and the mat is flipped flower side up. A skull: the challenger loses a disc. A player with no disc left is out of the game.',
  ].join('\n'),

  setupTitle: 'Setup',
  setupBody: [
    'Three to six players sit around the table, and play always goes clockwise.',
    'Each player takes a mat, flower side down, and four discs of one colour: three flowers and one skull. Hold your discs so that nobody else sees their faces. Nobody has a success yet.',
    'The table agrees on who starts the first round. The rulebook suggests whoever most recently gave someone flowers; the app can also draw a seat at random.',
    'Choose the variants now: Last Chance, or the travel set (playing cards). They cannot be changed once the game has begun.',
  ].join('\n'),

  placingTitle: 'Placing: one disc each',
  placingBody: [
    'Each round starts the same way: every player still in the game puts one disc from their hand face down on their own mat.',
    'The starter puts theirs down last. Nobody adds a disc or bids before every mat has a disc on it.',
    'Discs go on top of each other, so each mat holds a stack: the first disc at the bottom, the latest on top. Stack them slightly offset so that everyone can count them, and never rearrange a stack once its discs are down.',
    'The app only asks whether everyone has placed. It never asks which disc anyone chose.',
  ].join('\n'),

  addingTitle: 'Adding a disc or opening the bidding',
  addingBody: [
    'Turns then go clockwise, beginning with the starter and skipping players who are out of the game. On your turn, do one of two things:',
    '- add one disc from your hand, face down, on top of your stack;',
    '- open the bidding by announcing a number (see Bidding).',
    'Your hand is every disc you own that is not on your mat, plus the Last Chance disc while you hold it. With an empty hand you must open the bidding.',
    'You may open the bidding on your very first turn, with a single disc on your mat.',
  ].join('\n'),
};
