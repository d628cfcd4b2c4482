import { plural } from '../../i18n';

// R3: the card version of every practice sentence that names the table's objects (cards, piles, the discard pile).
export const en = {
  intro: 'One round played only to learn. Nobody gains a success, nobody loses a card, and nothing is saved.',
  guidePlacing: (starter: string) => `Everyone puts one card face down in front of them; ${starter} places last.`,
  guideAdding: (p: string) =>
    `${p}: add a card on top of your pile, or open the bidding by saying how many flowers you can flip.`,
  guideBidding: (p: string) =>
    `${p}: raise to a higher number, or pass. Passing is final for this round, and your pile stays in play.`,
  guideRevealingOwn: (p: string, bid: number) =>
    `${p}: flip the top card of your own pile. Stop at a skull, or as soon as ${bid} ${plural('en', bid, 'flower shows', 'flowers show')}.`,
  guideOwnStackMayEnd: 'The bid can be reached inside your own pile: the rest of it then stays face down.',
  guideRevealingOthers: (p: string, bid: number) =>
    `${p}: your own pile is face up. Flip the top face-down card of any other pile, passed players’ included. Stop at a skull, or as soon as ${bid} ${plural('en', bid, 'flower shows', 'flowers show')}.`,
  endSuccess: (p: string) => `${p} gains no success: a practice round awards none.`,
  endFailure: (p: string) => `Nothing goes on the discard pile: ${p} keeps every card.`,
  endTable: 'The table, unchanged',
  endNote:
    'Everyone takes back the cards of their pile. Nothing is saved: the table below is as it was before the round.',
};
