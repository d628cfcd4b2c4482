// Common mistakes, house remedies, and the practice round walk-through. One line is one block (see blocks.ts).
export const en = {
  mistakesTitle: 'Common mistakes and disputes',
  mistakesBody: [
    '- **Your own stack first.** The challenger flips their own stack from the top, and touches no other stack while a disc of it is face down. If the bid is reached inside their own stack, the challenge ends there: the rest of it stays face down.',
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
    '6. **Outcome.** In a real game Sami would gather his four discs, those on the mat and those in hand, and mix them face down; Nadia would draw one unseen for the box, and Sami would start the next round. In a practice round nothing goes in the box.',
    'Play one with your own table in the app:',
  ].join('\n'),
};
