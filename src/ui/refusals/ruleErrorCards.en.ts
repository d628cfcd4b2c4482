import { plural } from '../../i18n';
import type { ActionType, Phase } from '../../rules';
import type { CardSentences } from './ruleErrorCards.messages';

// R3: the card twin of each refusal that names the table's objects (cards, the face-down pile).

const WHAT_EN: Record<ActionType, string> = {
  placeFirst: 'place the first cards',
  add: 'add a card',
  bid: 'bid',
  pass: 'pass',
  flip: 'flip a card',
  chooseStarter: 'choose the next starter',
  abandonRound: 'abandon the round',
};
const HINT_EN: Record<Phase, string> = {
  placing: 'everyone first places one card, then play goes on',
  adding: 'the player whose turn it is adds a card or opens the bidding',
  bidding: 'the player whose turn it is raises or passes',
  revealing: 'the challenger flips cards',
  choosingStarter: 'the challenger, now out of the game, chooses who starts the next round',
  over: 'the game is over; start a new one',
};
const cards = (n: number) => `${n} ${plural('en', n, 'card', 'cards')}`;

export const en: CardSentences = {
  'wrong-phase': ({ action, phase }) => `You cannot ${WHAT_EN[action]} now: ${HINT_EN[phase]}.`,
  'bid-too-high': ({ max }) => `Bid at most ${max}: there ${max === 1 ? 'is' : 'are'} only ${cards(max)} on the table.`,
  'bidding-started': () => 'Nobody may add cards once the bidding has started: raise or pass.',
  'empty-hand': ({ player }) => `${player} has no card left in hand and must open the bidding.`,
  'no-bid-yet': () => 'Nobody has bid yet, so there is nothing to pass: add a card or open the bidding.',
  'own-stack-first': ({ left }) =>
    `Your own pile comes first: flip its top card (${cards(left)} still face down there).`,
  'nothing-to-flip': ({ player }) =>
    `${player} has no face-down card left: flip the top card of a pile that still has one.`,
  'bad-amount': () => 'A bid is a whole number of flowers, such as 3.',
  'bad-disc': () => 'A flipped card is either “flower” or “skull”.',
};
