// R3: the rules texts for a table playing with cards, each under its section's key. A section that names none of the
// box's objects keeps its one text. One line is one block (see blocks.ts).
import { cardTableLines } from './variants.en';
export const en = {
  quickBody: [
    'Win two challenges, or be the last player left in the game. Each player has four cards: three flowers (number cards) and one skull (a face card).',
    '1. Everyone puts one card face down in front of them to start their pile; the starter places last.',
    '2. Then, clockwise from the starter, each player either adds a card on top of their pile or opens the bidding.',
    '3. A bid is how many flowers you say you can flip: from 1 up to the table total, the number of cards in all the piles. Once anyone has bid, nobody adds a card.',
    '4. Clockwise, each player raises or passes. A pass is final for the round, but the passed player’s pile stays on the table and can still be flipped.',
    '5. The highest bidder is the challenger: they flip their own pile from the top, one card at a time, and only once it is all face up, the top cards of other piles. They stop at the first skull, or as soon as enough flowers show.',
    '6. Enough flowers: a success, which the app keeps. A skull: the challenger loses a card. A player with no card left is out of the game.',
  ].join('\n'),

  setupBody: [
    'Three to six players sit around the table (five at most with a Skat deck), and play always goes clockwise.',
    'Each player takes four cards of one deck: three number cards as flowers and one face card as the skull (The travel set, below, lists them deck by deck). Hold your cards so that nobody else sees their faces. Nobody has a success yet. The app keeps count of successes; a sheet of paper is optional.',
    'The table agrees on who starts the first round. The rulebook suggests whoever most recently gave someone flowers; the app can also draw a seat at random.',
    'The travel set is chosen before the game, like every variant, and cannot be changed once the game has begun. Last Chance is not used with cards.',
  ].join('\n'),

  placingTitle: 'Placing: one card each',
  placingBody: [
    'Each round starts the same way: every player still in the game puts one card from their hand face down in front of them. It starts their pile.',
    'The starter puts theirs down last. Nobody adds a card or bids before every player has a card down.',
    'Cards go on top of each other, so each player has a pile: the first card at the bottom, the latest on top. Keep each pile slightly fanned so that everyone can count its cards, and never rearrange a pile once its cards are down.',
    'The app only asks whether everyone has placed. It never asks which card anyone chose.',
  ].join('\n'),

  addingTitle: 'Adding a card or opening the bidding',
  addingBody: [
    'Turns then go clockwise, beginning with the starter and skipping players who are out of the game. On your turn, do one of two things:',
    '- add one card from your hand, face down, on top of your pile;',
    '- open the bidding by announcing a number (see Bidding).',
    'Your hand is every card you own that is not in your pile. With an empty hand you must open the bidding.',
    'You may open the bidding on your very first turn, with a single card in your pile.',
  ].join('\n'),

  biddingBody: [
    'A bid is the number of flowers you claim you can flip. It is a whole number from 1 up to the table total: the number of cards in all the piles at that moment.',
    'As soon as anyone bids, nobody adds a card for the rest of the round.',
    'Going clockwise from the player after the last bidder, each player still in the bidding either raises or passes:',
    '- **Raise**: say any higher number, up to the table total. Jumps are fine, from 2 straight to 5 for instance. The same number or a lower one is not a raise.',
    '- **Pass**: you are out of the bidding for this round and cannot come back. Say “pass” aloud so that everyone knows. Your pile stays on the table, and the challenger may still flip it.',
    'The bidding ends when every other player has passed, or at once when a bid equals the table total, since nobody can go higher.',
    'The highest bidder becomes the challenger and cannot back out.',
  ].join('\n'),

  challengeBody: [
    'Only the challenger flips, one card at a time.',
    '1. First their own pile, from the top down. If the flowers shown reach the bid, the challenge ends there, even with cards of their own pile still face down.',
    '2. Only once their own pile is all face up, the top face-down card of any other pile, passed players included. They choose a pile for each flip and may switch piles whenever they like.',
    'A card lying under a face-down card is never flipped.',
    'The challenge stops the moment a skull shows: a failure. It also stops as soon as the flowers shown reach the bid: a success. So a small bid can succeed inside the challenger’s own pile.',
    'Once the challenge has stopped, nobody flips another card.',
  ].join('\n'),

  outcomesBody: [
    '**Success**: the challenger gains a success. The app keeps it (mark it on paper too, if you like). A second success wins the game on the spot.',
    '**Failure on another player’s skull**: the challenger gathers all their cards, those in the pile and those in hand, and shuffles them face down. The owner of that skull draws one without looking at it and puts it face down on the discard pile.',
    '**Failure on their own skull**: the challenger secretly picks one of their own cards and puts it face down on the discard pile.',
    'Either way the challenger owns one card fewer, and nobody else loses a card. Only its owner may look at a lost card, and it never comes back in this game. The app never records whether it was a flower or the skull.',
    'After a failure, players may show their own cards if they wish. It changes nothing, and the app records nothing.',
    'A failure never takes away a success.',
    'A player with no card left is out of the game. A player who is the only one left in the game wins at once, whatever their successes.',
  ].join('\n'),

  nextRoundBody: [
    'Everyone takes the cards of their pile back into their hand. Cards on the discard pile stay there.',
    'Who starts the next round:',
    '- the challenger, if they are still in the game, whether they succeeded or failed;',
    '- if another player’s skull put the challenger out of the game, the owner of that skull;',
    '- if the challenger put themselves out of the game with their own skull, they choose who starts among the players still in the game.',
    'The new round begins with placing, as always.',
  ].join('\n'),

  lastChanceBody: [
    'Last Chance is an official, optional variant, but not one for cards: a table playing with the travel set plays without it.',
  ].join('\n'),

  travelSetBody: [
    'You play with one deck of playing cards, and all the backs must look the same.',
    '- Each player takes three number cards as their flowers and one face card as their skull. Suits do not matter, nor which numbers or which face card, and each player may look at their own hand to check it.',
    '- Each player’s cards go face down in front of them, one on top of the other: their pile. The challenger flips the top card of a pile.',
    '- The app keeps the successes; a sheet of paper is optional.',
    ...cardTableLines,
  ].join('\n'),

  mistakesBody: [
    '- **Your own pile first.** The challenger flips their own pile from the top, and touches no other pile while a card of it is face down. If the bid is reached inside their own pile, the challenge ends there: the rest of it stays face down.',
    '- **Passing keeps your pile in play.** A player who passed is out of the bidding only: the challenger may still flip their cards.',
    '- **Only the challenger loses a card.** The owner of the skull that stopped the challenge loses nothing. On another player’s skull, that owner draws the lost card from all the challenger’s cards; on the challenger’s own skull, the challenger chooses it.',
    '- **Nobody flips after the challenge stops.** Once a skull shows or the bid is reached, the challenger flips no more cards. After a failure, players may show their own cards if they wish: it changes nothing, and the app records nothing.',
    '- **Only its owner sees a lost card.** It goes face down on the discard pile, only its owner may look at it, and the app never asks what it was.',
    '- **The same number is not a raise.** Say a higher number or pass. The app refuses an equal or lower bid.',
    '- **Top cards only.** The challenger flips the top face-down card of a pile, never one from underneath.',
    '**House remedies.** These are not printed rules: they are what this app offers a table when something goes wrong.',
    '- **A card shown by accident.** The table may abandon the round: every card goes back, nobody gains a success or loses a card, and the same player starts the round again.',
    '- **A bid out of range.** A bid that is not higher than the current one, or higher than the table total, is corrected by the same player before the next player acts. The app only offers bids in range.',
    '- **A wrong tap.** Undo it in the app, step by step back to the start of the game if need be, and redo what you undid.',
  ].join('\n'),

  examplesBody: [
    'Three short rounds at the edges of the rules, with Nadia, Omar, Lou and Sami seated clockwise.',
    '**A success inside one’s own pile.** Omar has three cards in his pile, bids 2, and everyone else passes. His top card is a flower, the next one too: the bid is reached and the challenge stops, his last card still face down. Omar gains a success and starts the next round.',
    '**A failure on one’s own skull.** Lou bids 3 with two cards in her pile: a flower, then her own skull. She picks one of her cards in secret and puts it face down on the discard pile; she owns three now, and starts the next round.',
    '**A player out, and who starts next.** Sami owns one card. He bids 2, flips his own flower, then Nadia’s top card: a skull. His last card goes on the discard pile and he is out of the game; Nadia, whose skull stopped him, starts the next round. On his own skull, he would have chosen the starter.',
    'The practice round, in the next section, lets you play such a round in the app.',
  ].join('\n'),

  practiceBody: [
    'A practice round is played only to learn: it awards no success and takes no card away. In this one, four players sit clockwise: Nadia, who starts, then Omar, Lou and Sami.',
    '1. **Placing.** Omar, Lou and Sami each put a card face down in front of them; Nadia, the starter, puts hers down last. The table total is 4.',
    '2. **Adding.** Nadia adds a second card: the table total is 5. Omar, with a single card in his pile, opens the bidding at 2. Nobody adds a card after that.',
    '3. **Bidding.** Lou passes. Sami raises to 4. Nadia passes, then Omar passes. Sami is the challenger, and 4 flowers are needed.',
    '4. **His own pile.** Sami flips his only card: a flower (1 of 4).',
    '5. **Other piles.** He flips Nadia’s top card: a flower (2). Lou passed, but her pile is still in play: her card is a flower (3). Then Nadia’s last card: a skull. The challenge stops there: a failure.',
    '6. **Outcome.** In a real game Sami would gather his four cards, those in the pile and those in hand, and shuffle them face down; Nadia would draw one unseen for the discard pile, and Sami would start the next round. In a practice round nothing goes on the discard pile.',
    'Play one with your own table in the app:',
  ].join('\n'),
};
