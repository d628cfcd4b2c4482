// Hand-built game logs whose statistics are worked out by hand in compute.test.ts.
import type { Action } from '../../../src/rules';
import type { GameLog } from '../../../src/stats/compute';

const placeFirst: Action = { type: 'placeFirst' };
const bid = (player: number, amount: number): Action => ({ type: 'bid', player, amount });
const pass = (player: number): Action => ({ type: 'pass', player });
const flower = (owner: number): Action => ({ type: 'flip', owner, disc: 'flower' });
const skull = (owner: number): Action => ({ type: 'flip', owner, disc: 'skull' });

/** Ann wins two challenges in a row (bids 2, then 3 = every disc) and the game. */
export const annWins: GameLog = {
  id: 'a',
  updated: 3,
  config: { players: ['Ann', 'Bob', 'Cat'], starter: 0 },
  seats: ['ann', 'bob', 'cat'],
  actions: [
    placeFirst,
    bid(0, 2),
    pass(1),
    pass(2),
    flower(0),
    flower(1),
    placeFirst,
    bid(0, 3),
    flower(0),
    flower(1),
    flower(2),
  ],
};

/** Unfinished: Dee hits her own skull, a round is abandoned, then Dee wins a bid of 1 on her own stack. "bob " is Bob by id. */
export const deeUnfinished: GameLog = {
  id: 'b',
  updated: 2,
  config: { players: ['Ann', 'bob ', 'Dee'], starter: 1 },
  seats: ['ann', 'bob', 'dee'],
  actions: [
    placeFirst,
    bid(1, 1),
    bid(2, 2),
    pass(0),
    pass(1),
    skull(2),
    placeFirst,
    { type: 'abandonRound' },
    placeFirst,
    bid(2, 1),
    pass(0),
    pass(1),
    flower(2),
  ],
};

/** Unfinished: Cat hits her own skull four times and is out (R17); she picks Ann, who then hits Bob's skull (a trap sprung). */
export const catOut: GameLog = {
  id: 'c',
  updated: 1,
  config: { players: ['Ann', 'Bob', 'Cat'], starter: 2 },
  seats: ['ann', 'bob', 'cat'],
  actions: [
    ...Array.from({ length: 4 }, () => [placeFirst, bid(2, 1), pass(0), pass(1), skull(2)]).flat(),
    { type: 'chooseStarter', player: 0 },
    placeFirst,
    bid(0, 2),
    flower(0),
    skull(1),
  ],
};

/** A game nobody has played yet: it counts for nobody. */
export const untouched: GameLog = {
  id: 'd',
  updated: 0,
  config: { players: ['Eve', 'Fay', 'Gus'], starter: 0 },
  seats: ['eve', 'fay', 'gus'],
  actions: [],
};
