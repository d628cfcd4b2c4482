import { describe, expect, it } from 'vitest';
import { refuse, RULE_CODES, RuleError, type RuleCode } from '../../../src/rules';

// The contract: a refusal's message tells a player, in one plain English sentence, what is wrong and what is allowed
// instead. Each code's sentence as the player reads it, for each kind of parameter it takes (every action and phase
// once, a count of one and of many, a turn and nobody's turn). The other languages say the same from the same
// parameters (tests/unit/i18n/ruleErrors.test.ts).
const SENTENCES: [RuleCode, object, string][] = [
  [
    'wrong-phase',
    { action: 'flip', phase: 'adding' },
    'You cannot flip a disc now: the player whose turn it is adds a disc or opens the bidding.',
  ],
  [
    'wrong-phase',
    { action: 'chooseStarter', phase: 'placing' },
    'You cannot choose the next starter now: everyone first places one disc, then play goes on.',
  ],
  [
    'wrong-phase',
    { action: 'abandonRound', phase: 'bidding' },
    'You cannot abandon the round now: the player whose turn it is raises or passes.',
  ],
  [
    'wrong-phase',
    { action: 'placeFirst', phase: 'revealing' },
    'You cannot place the first discs now: the challenger flips discs.',
  ],
  [
    'wrong-phase',
    { action: 'add', phase: 'choosingStarter' },
    'You cannot add a disc now: the challenger, now out of the game, chooses who starts the next round.',
  ],
  ['wrong-phase', { action: 'bid', phase: 'over' }, 'You cannot bid now: the game is over; start a new one.'],
  [
    'wrong-phase',
    { action: 'pass', phase: 'adding' },
    'You cannot pass now: the player whose turn it is adds a disc or opens the bidding.',
  ],
  ['eliminated', { player: 'Ann', turn: 'Bob' }, 'Ann is out of the game: it is Bob’s turn.'],
  ['eliminated', { player: 'Ann', turn: null }, 'Ann is out of the game: it is nobody’s turn.'],
  ['eliminated', { player: 'Ann', choices: ['Bob', 'Cat'] }, 'Ann is out of the game: choose Bob or Cat.'],
  ['already-passed', { player: 'Ann', turn: 'Bob' }, 'Ann passed and cannot bid again this round: it is Bob’s turn.'],
  ['not-your-turn', { player: 'Ann', turn: 'Bob' }, 'It is Bob’s turn, not Ann’s.'],
  ['not-your-turn', { player: 'Ann', turn: null }, 'It is nobody’s turn, not Ann’s.'],
  ['bid-too-low', { min: 4, current: 3 }, 'The bid is 3: raise to at least 4, or pass; an equal bid is not a pass.'],
  ['bid-too-low', { min: 1, current: null }, 'Bid at least 1: a bid counts flowers, from 1 up.'],
  ['bid-too-high', { max: 5 }, 'Bid at most 5: there are only 5 discs on the table.'],
  ['bid-too-high', { max: 1 }, 'Bid at most 1: there is only 1 disc on the table.'],
  ['bidding-started', {}, 'Nobody may add discs once the bidding has started: raise or pass.'],
  ['empty-hand', { player: 'Ann' }, 'Ann has no disc left in hand and must open the bidding.'],
  ['no-bid-yet', {}, 'Nobody has bid yet, so there is nothing to pass: add a disc or open the bidding.'],
  ['own-stack-first', { left: 2 }, 'Your own stack comes first: flip its top disc (2 discs still face down there).'],
  [
    'nothing-to-flip',
    { player: 'Ann' },
    'Ann has no face-down disc left: flip the top disc of a stack that still has one.',
  ],
  ['bad-seat', { field: 'owner', max: 3 }, 'The “owner” of this action must be a seat number from 0 to 3.'],
  ['no-such-seat', { seat: 7, max: 3 }, 'There is no seat 7: seats go from 0 to 3.'],
  ['bad-action', {}, 'An action must be an object with a “type”, such as { type: “pass”, player: 2 }.'],
  ['unknown-action', { types: ['placeFirst', 'add'] }, 'Unknown action type: use placeFirst or add.'],
  ['bad-amount', {}, 'A bid is a whole number of flowers, such as 3.'],
  ['bad-disc', {}, 'A flipped disc is either “flower” or “skull”.'],
  ['bad-config', {}, 'A game needs a setup object with players, a starter and optionally lastChance.'],
  ['bad-player-count', { min: 3, max: 6 }, 'Skull is played by 3 to 6 players: give a list of 3 to 6 names.'],
  ['bad-name', {}, 'Every player needs a name that is not empty.'],
  ['duplicate-name', { name: 'Ann' }, 'Two players are called “Ann”: give each player a different name.'],
  ['bad-starter', { max: 5 }, 'The first starter must be a seat number from 0 to 5.'],
  ['bad-variant', {}, 'Last Chance is either on (true) or off (false).'],
  [
    'bad-deck',
    { allowed: ['standard', 'spanish', 'italian', 'skat'] },
    'A card table’s deck is standard, spanish, italian, or skat, and only a card table names one.',
  ],
  [
    'deck-too-small',
    { max: 5 },
    'This deck has number cards for 5 players at most: seat fewer players or choose another deck.',
  ],
  ['bad-state', {}, 'This is not a game state: start one with newGame.'],
  ['bad-log', {}, 'A game log must be a list of actions.'],
  ['read-only', {}, 'Another tab changed this game: this tab only reads it now.'],
  ['game-too-long', { max: 10_000 }, 'A game holds at most 10000 moves: start a new game to play on.'],
  [
    'name-invisible',
    { seat: 2 },
    'The name in seat 2 holds invisible or control characters: use letters, digits, spaces or emoji.',
  ],
  ['name-too-long', { seat: 3, max: 24 }, 'The name in seat 3 is longer than 24 characters: shorten it.'],
  [
    'bad-equipment',
    { allowed: ['discs', 'cards'] },
    'A table plays with one of discs or cards: leave it out for discs.',
  ],
  [
    'cards-no-last-chance',
    {},
    'Last Chance is not used with the playing-card travel set: switch it off or play with discs.',
  ],
];

describe('the engine’s English sentences', () => {
  it.each(SENTENCES)('%s: a refusal says what is wrong and what is allowed instead (%j)', (code, params, sentence) => {
    const error = refuse(code, params as never);
    expect(error).toBeInstanceOf(RuleError);
    expect(error).toMatchObject({ code, params, message: sentence });
  });

  it('every code has its sentence here', () => {
    expect(new Set(SENTENCES.map(([code]) => code))).toEqual(new Set(RULE_CODES));
  });

  it('a code without parameters carries an empty object, so a screen can read them all alike', () => {
    expect(refuse('bad-log').params).toEqual({});
    expect(new RuleError('read-only', 'Another tab changed this game.').params).toEqual({});
  });

  it('a refusal is an Error named RuleError, its code and parameters together in detail', () => {
    const error = refuse('bid-too-high', { max: 5 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RuleError');
    expect(error.detail).toEqual({ code: 'bid-too-high', params: { max: 5 } });
  });
});
