// The engine's English sentence for every refusal, built from its code and parameters; other languages
// rebuild theirs from the same parameters (src/ui/refusals/ruleErrors.messages.ts).
import { type ParamsArg, RuleError, type RuleCode, type RuleParamsByCode } from './errors';
import { plural } from './seats';
import type { ActionType, Phase } from './types';

export type RuleSentences = { [C in RuleCode]: (p: RuleParamsByCode[C]) => string };

const WHAT_EN: Record<ActionType, string> = {
  placeFirst: 'place the first discs',
  add: 'add a disc',
  bid: 'bid',
  pass: 'pass',
  flip: 'flip a disc',
  chooseStarter: 'choose the next starter',
  abandonRound: 'abandon the round',
};
const HINT_EN: Record<Phase, string> = {
  placing: 'everyone first places one disc, then play goes on',
  adding: 'the player whose turn it is adds a disc or opens the bidding',
  bidding: 'the player whose turn it is raises or passes',
  revealing: 'the challenger flips discs',
  choosingStarter: 'the challenger, now out of the game, chooses who starts the next round',
  over: 'the game is over; start a new one',
};
const turnEn = (turn: string | null) => `it is ${turn ?? 'nobody'}’s turn`;

export const RULE_SENTENCES: RuleSentences = {
  'wrong-phase': ({ action, phase }) => `You cannot ${WHAT_EN[action]} now: ${HINT_EN[phase]}.`,
  eliminated: (p) =>
    'choices' in p
      ? `${p.player} is out of the game: choose ${new Intl.ListFormat('en', { type: 'disjunction' }).format(p.choices)}.`
      : `${p.player} is out of the game: ${turnEn(p.turn)}.`,
  'already-passed': ({ player, turn }) => `${player} passed and cannot bid again this round: ${turnEn(turn)}.`,
  'not-your-turn': ({ player, turn }) => `It is ${turn ?? 'nobody'}’s turn, not ${player}’s.`,
  'bid-too-low': ({ min, current }) =>
    current === null
      ? `Bid at least ${min}: a bid counts flowers, from 1 up.`
      : `The bid is ${current}: raise to at least ${min}, or pass; an equal bid is not a pass.`,
  'bid-too-high': ({ max }) =>
    `Bid at most ${max}: there ${max === 1 ? 'is' : 'are'} only ${plural(max, 'disc', 'discs')} on the table.`,
  'bidding-started': () => 'Nobody may add discs once the bidding has started: raise or pass.',
  'empty-hand': ({ player }) => `${player} has no disc left in hand and must open the bidding.`,
  'no-bid-yet': () => 'Nobody has bid yet, so there is nothing to pass: add a disc or open the bidding.',
  'own-stack-first': ({ left }) =>
    `Your own stack comes first: flip its top disc (${plural(left, 'disc', 'discs')} still face down there).`,
  'nothing-to-flip': ({ player }) =>
    `${player} has no face-down disc left: flip the top disc of a stack that still has one.`,
  'bad-seat': ({ field, max }) => `The “${field}” of this action must be a seat number from 0 to ${max}.`,
  'no-such-seat': ({ seat, max }) => `There is no seat ${seat}: seats go from 0 to ${max}.`,
  'bad-action': () => 'An action must be an object with a “type”, such as { type: “pass”, player: 2 }.',
  'unknown-action': ({ types }) =>
    `Unknown action type: use ${new Intl.ListFormat('en', { type: 'disjunction' }).format(types)}.`,
  'bad-amount': () => 'A bid is a whole number of flowers, such as 3.',
  'bad-disc': () => 'A flipped disc is either “flower” or “skull”.',
  'bad-config': () => 'A game needs a setup object with players, a starter and optionally lastChance.',
  'bad-player-count': ({ min, max }) =>
    `Skull is played by ${min} to ${max} players: give a list of ${min} to ${max} names.`,
  'bad-name': () => 'Every player needs a name that is not empty.',
  'duplicate-name': ({ name }) => `Two players are called “${name}”: give each player a different name.`,
  'name-invisible': ({ seat }) =>
    `The name in seat ${seat} holds invisible or control characters: use letters, digits, spaces or emoji.`,
  'name-too-long': ({ seat, max }) => `The name in seat ${seat} is longer than ${max} characters: shorten it.`,
  'bad-starter': ({ max }) => `The first starter must be a seat number from 0 to ${max}.`,
  'bad-variant': () => 'Last Chance is either on (true) or off (false).',
  'bad-equipment': ({ allowed }) => `A table plays with one of ${allowed.join(' or ')}: leave it out for discs.`,
  'cards-no-last-chance': () =>
    'Last Chance is not used with the playing-card travel set: switch it off or play with discs.',
  'bad-deck': ({ allowed }) =>
    `A card table’s deck is ${new Intl.ListFormat('en', { type: 'disjunction' }).format(allowed)}, and only a card table names one.`,
  'deck-too-small': ({ max }) =>
    `This deck has number cards for ${max} players at most: seat fewer players or choose another deck.`,
  'bad-state': () => 'This is not a game state: start one with newGame.',
  'bad-log': () => 'A game log must be a list of actions.',
  'read-only': () => 'Another tab changed this game: this tab only reads it now.',
  'game-too-long': ({ max }) => `A game holds at most ${max} moves: start a new game to play on.`,
};

/** A RuleError whose message is the English sentence for `code` and `params`. */
export function refuse<C extends RuleCode>(code: C, ...[params]: ParamsArg<C>): RuleError<C> {
  const p = (params ?? {}) as RuleParamsByCode[C];
  return new RuleError(code, (RULE_SENTENCES[code] as (x: RuleParamsByCode[C]) => string)(p), p);
}
