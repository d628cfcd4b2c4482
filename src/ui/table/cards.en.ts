import { plural } from '../../i18n';

// R3: the card version of every table, display and history sentence that names the table's objects (cards, the
// face-down pile, the hand, the concealed discard pile, the paper), and the "Deal the cards" step.
export const en = {
  // table
  placeInstruction: (p: string) => `Everyone puts one card face down — ${p} places last.`,
  placedButton: 'Everyone has placed',
  addDisc: 'Add a card',
  emptyHand: (p: string) => `${p} has no card left in hand and must open the bidding.`,
  addingHint: (p: string) => `${p}: add a card to your pile, or bid how many flowers you can flip.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} bid ${n}: every card on the table. Nobody can raise, so the challenge starts now.`,
  flipOwnFirst: (bid: number) =>
    `Flip your own top card; stop as soon as ${bid} ${plural('en', bid, 'flower shows', 'flowers show')}.`,
  chooseOpponent: 'Choose any opponent’s top card',
  stackOption: (p: string, n: number) => `${p}: ${n} ${plural('en', n, 'card', 'cards')} face down`,
  whatOwn: 'What does your top card show?',
  whatOther: (p: string) => `What does the top card of ${p}’s pile show?`,
  abandonedNote: 'The round was abandoned: every card goes back, and the same player starts again.',
  abandonHint:
    'If a card shown by accident spoils the round, the table may agree to abandon it: every card goes back, nobody gains a success or loses a card, and the same player starts again.',
  helpPlacing:
    'Each player still in the game puts one card face down in front of them: their pile. The starter places last, then their turn begins.',
  helpAdding:
    'On your turn add one card from your hand on top of your pile, or open the bidding with a number of flowers from 1 up to the table total.',
  helpBidding:
    'Each player in turn raises to a higher number or passes for the rest of the round; the pile of a player who passed stays on the table and can still be flipped. When all the others have passed, the highest bidder is the challenger; a bid equal to the table total, every card on the table, starts the challenge at once.',
  helpChallenge:
    'The challenger flips their own pile from the top, one card at a time, and, only once it is all face up, the top face-down card of any other pile. A skull ends the challenge: a failure. As soon as the flowers shown reach the bid, even inside their own pile, it is a success and no other card is flipped.',
  helpOutcomes:
    'The challenger gains a success (the app keeps it; mark it on the paper if you keep one); a second one wins the game. A failure costs the challenger one card, face down on the discard pile: on their own skull they choose it; on another player’s skull they shuffle all their remaining cards, pile and hand, face down, and the skull’s owner draws one unseen.',
  // display
  startsChallenge: 'every card: the challenge starts at once',
  discs: (mat: number, hand: number, lost: number) =>
    `${mat} in the pile, ${hand} in hand${lost > 0 ? `, ${lost} lost` : ''}`,
  stacksTitle: 'Piles',
  ownStack: (n: number) => `your pile: ${n} face down`,
  locked: 'locked until your own pile is face up',
  standingIn: (successes: number, discs: number) =>
    `${successes > 0 ? `${successes} ${plural('en', successes, 'success', 'successes')}, ` : ''}${discs} ${plural('en', discs, 'card', 'cards')} left`,
  // at the flip, under Flower and Skull: what a card is (issue 35)
  cardFlower: 'number card',
  cardSkull: 'face card',
  // history
  placed: (starter: string) => `Everyone places a card face down; ${starter} places last.`,
  added: (p: string, stack: number) =>
    `${p} adds a card (${stack} ${plural('en', stack, 'card', 'cards')} in the pile).`,
  bidAll: (p: string, n: number) => `${p} bids ${n}, every card on the table: the challenge starts at once.`,
  flipOwnFlower: (p: string, shown: number, bid: number) => `${p} flips their own card: a flower (${shown} of ${bid}).`,
  flipOwnSkull: (p: string) => `${p} flips their own card: a skull!`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} flips ${owner}’s card: a flower (${shown} of ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} flips ${owner}’s card: a skull!`,
  abandoned: 'The round is abandoned: every card goes back and the same player starts again.',
  success: (p: string) => `Success! One success for ${p} (mark it on the paper if you keep one).`,
  failRandom: (owner: string, p: string) =>
    `${p} shuffles all their remaining cards, pile and hand, face down. ${owner} draws one without looking and puts it face down on the discard pile.`,
  failChoice: (p: string) => `${p} chooses one of their own cards in secret and puts it face down on the discard pile.`,
  lastDiscGone: (p: string) => `${p} puts their last card face down on the discard pile.`,
  eliminated: (p: string) => `${p} is out of the game: no card left.`,
  takeBack: 'Everyone takes the cards of their pile back into their hand.',
  // the deal, once at the start of a card game
  dealTitle: 'Deal the cards',
  dealFlowersStandard: 'From your 52-card deck, each player takes three number cards, 2 to 10: their flowers.',
  dealSkullStandard: 'And one jack, queen or king: their skull. Aces and jokers stay out.',
  dealFlowersSpanish:
    'From your Spanish 40-card deck, each player takes three cards from the ace (1) to 7: their flowers.',
  dealSkullSpanish: 'And one sota, caballo or rey (printed 10, 11 and 12): their skull.',
  dealFlowersItalian:
    'From your Italian 40-card deck, each player takes three cards from the ace (1) to 7: their flowers.',
  dealSkullItalian: 'And one fante, cavallo or re (printed 8, 9 and 10 in many decks): their skull.',
  dealFlowersSkat: 'From your Skat deck (32 cards), each player takes three number cards, 7 to 10: their flowers.',
  dealSkullSkat: 'And one jack, queen or king: their skull. Aces stay out.',
  dealCheck: 'Check your own hand without showing it: three flowers and one skull.',
  dealPaper: 'The app keeps the successes; a sheet of paper with every name is optional.',
  dealSame: 'Same cards as last game: everyone takes back their three flowers and their skull.',
  dealAllSteps: 'Show every step',
  dealRules: 'The travel set in the rules',
  dealDone: 'The cards are dealt',
};
