// A scripted four-player card game (R3) that passes through every kind of moment a table meets: an abandoned round,
// a success, a failure on one's own skull, a failure on another's skull, an elimination by one's own skull and the
// starter it lets the challenger choose, a bid at the table total, an added card and a win by two successes.
import type { Action, GameConfig } from '../../../src/rules';

export const cardTable: GameConfig = { players: ['Ann', 'Bob', 'Omar', 'Dan'], starter: 0, equipment: 'cards' };

const placeFirst: Action = { type: 'placeFirst' };
const add = (player: number): Action => ({ type: 'add', player });
const bid = (player: number, amount: number): Action => ({ type: 'bid', player, amount });
const pass = (player: number): Action => ({ type: 'pass', player });
const flower = (owner: number): Action => ({ type: 'flip', owner, disc: 'flower' });
const skull = (owner: number): Action => ({ type: 'flip', owner, disc: 'skull' });

export const cardScript: Action[] = [
  // R1: abandoned (H1), then replayed: Bob bids 2 and succeeds on his pile and Ann's (R13).
  placeFirst,
  { type: 'abandonRound' },
  placeFirst,
  add(0),
  bid(1, 2),
  pass(2),
  pass(3),
  pass(0),
  flower(1),
  flower(0),
  // R2: Bob fails on his own skull (R15).
  placeFirst,
  bid(1, 1),
  pass(2),
  pass(3),
  pass(0),
  skull(1),
  // R3: Bob fails on Omar's skull (R14).
  placeFirst,
  bid(1, 2),
  pass(2),
  pass(3),
  pass(0),
  flower(1),
  skull(2),
  // R4, R5: Bob's own skull twice more: out of the game (R17), he chooses Omar to start (R20).
  placeFirst,
  bid(1, 1),
  pass(2),
  pass(3),
  pass(0),
  skull(1),
  placeFirst,
  bid(1, 1),
  pass(2),
  pass(3),
  pass(0),
  skull(1),
  { type: 'chooseStarter', player: 2 },
  // R6: Omar bids the table total (R10) and flips three flowers: a success.
  placeFirst,
  bid(2, 3),
  flower(2),
  flower(0),
  flower(3),
  // R7: everyone adds a card, Omar bids 1 and wins with a second success (R13).
  placeFirst,
  add(2),
  add(3),
  add(0),
  bid(2, 1),
  pass(3),
  pass(0),
  flower(2),
];
