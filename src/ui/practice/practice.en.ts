import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';

// Sample names, one per seat, the same as in the rules reference's walk-through.
const NAMES = ['Nadia', 'Omar', 'Lou', 'Sami', 'Yuki', 'Paul'];

export const en = {
  title: 'Practice round',
  back: 'New game',
  intro: 'One round played only to learn. Nobody gains a success, nobody loses a disc, and nothing is saved.',
  equipmentTitle: 'Practise with',
  equipmentDiscs: 'Discs and mats',
  equipmentCards: 'A deck of cards',
  howMany: 'How many players are practising?',
  players: (n: number) => `${n} ${plural('en', n, 'player', 'players')}`,
  seatName: (seat: number) => NAMES[seat] ?? `Player ${seat + 1}`,
  practiseWith: (names: string[]) => `Practise with ${listAnd('en', names)}`,
  fromForm: 'The players entered for the new game.',
  fromGame: 'The players of your most recent game.',
  guidePlacing: (starter: string) => `Everyone puts one disc face down on their own mat; ${starter} places last.`,
  guideAdding: (p: string) =>
    `${p}: add a disc on top of your stack, or open the bidding by saying how many flowers you can flip.`,
  guideBidding: (p: string) =>
    `${p}: raise to a higher number, or pass. Passing is final for this round, and your stack stays in play.`,
  guideRevealingOwn: (p: string, bid: number) =>
    `${p}: flip the top disc of your own stack. Stop at a skull, or as soon as ${bid} ${plural('en', bid, 'flower shows', 'flowers show')}.`,
  guideOwnStackMayEnd: 'The bid can be reached inside your own stack: the rest of it then stays face down.',
  guideRevealingOthers: (p: string, bid: number) =>
    `${p}: your own stack is face up. Flip the top face-down disc of any other stack, passed players’ included. Stop at a skull, or as soon as ${bid} ${plural('en', bid, 'flower shows', 'flowers show')}.`,
  stepBack: 'Undo',
  restart: 'Start over',
  endTitle: 'In a real game',
  endPracticeTitle: 'In this practice round',
  endSuccess: (p: string) => `${p}, flip your mat back, flower side down: a practice round awards no success.`,
  endFailure: (p: string) => `Nothing goes in the box: ${p} keeps every disc.`,
  endNote:
    'Everyone takes back the discs on their mat. Nothing is saved: the table below is as it was before the round.',
  endTable: 'The table, unchanged',
  again: 'Practise again',
  realGame: 'Start a real game',
  /** The name of the practice table's controls, as on the game screen. */
  controls: 'Your move',
};
