// What a challenge leads to, the next round and the end. One line is one block (see blocks.ts).
export const en = {
  outcomesTitle: 'Success or failure',
  outcomesBody: [
    '**Success**: the challenger gains a success and flips their mat to its flower side. A second success wins the game on the spot.',
    '**Failure on another player’s skull**: the challenger gathers all their discs, those on the mat and those in hand, and mixes them face down. The owner of that skull draws one without looking at it and puts it in the box.',
    '**Failure on their own skull**: the challenger secretly picks one of their own discs and puts it in the box.',
    'Either way the challenger owns one disc fewer, and nobody else loses a disc. With Last Chance, a challenger who fails in the round they hold the Last Chance disc loses it and their last disc together, and is out of the game. Only its owner may look at a lost disc, and it never comes back in this game. The app never records whether it was a flower or the skull.',
    'After a failure, players may show their own discs if they wish. It changes nothing, and the app records nothing.',
    'A failure never takes away a success.',
    'A player with no disc left is out of the game, and their mat leaves the table. A player who is the only one left in the game wins at once, whatever their successes.',
  ].join('\n'),

  nextRoundTitle: 'The next round',
  nextRoundBody: [
    'Everyone takes back the discs on their mat. Discs in the box stay there.',
    'Who starts the next round:',
    '- the challenger, if they are still in the game, whether they succeeded or failed;',
    '- if another player’s skull put the challenger out of the game, the owner of that skull;',
    '- if the challenger put themselves out of the game with their own skull, they choose who starts among the players still in the game.',
    'The new round begins with placing, as always.',
  ].join('\n'),

  endTitle: 'The end of the game',
  endBody: [
    'The game ends in one of two ways: a player gains their second success, or only one player is left in the game.',
    'Until then play goes on, even with only two players left.',
    'There is no draw, and no extra turns to even things out.',
  ].join('\n'),
};
