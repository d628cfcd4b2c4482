// Worked examples of the rules' edges, a few lines each. One line is one block (see blocks.ts).
export const en = {
  examplesTitle: 'Worked examples',
  examplesBody: [
    'Four short rounds at the edges of the rules, with Nadia, Omar, Lou and Sami seated clockwise.',
    '**A success inside one’s own stack.** Omar has three discs on his mat, bids 2, and everyone else passes. His top disc is a flower, the next one too: the bid is reached and the challenge stops, his last disc still face down. Omar flips his mat to its flower side and starts the next round.',
    '**A failure on one’s own skull.** Lou bids 3 with two discs on her mat: a flower, then her own skull. She picks one of her discs in secret and puts it in the box; she owns three now, and starts the next round.',
    '**A player out, and who starts next.** Sami owns one disc. He bids 2, flips his own flower, then Nadia’s top disc: a skull. His last disc goes in the box and he is out of the game; Nadia, whose skull stopped him, starts the next round. On his own skull, he would have chosen the starter.',
    '**A Last Chance round.** With Last Chance on, Lou fails and is left with one disc: she receives the Last Chance disc for the next round. She may place either disc first; here her own, and later the Last Chance disc on top. Omar, the challenger, flips his stack, then Lou’s top disc: a flower, as everyone knew. At the end of the round Lou gives it back, never to receive it again. Had she been the challenger and failed, she would have lost both discs and been out of the game.',
    'The practice round, in the next section, lets you play such a round in the app.',
  ].join('\n'),
};
