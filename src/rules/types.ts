// The public shapes of ENGINE-CONTRACT.md. Extra fields are allowed on GameState only.
export type Disc = 'flower' | 'skull';

/** R3: what the table plays with. */
export type Equipment = 'discs' | 'cards';
export const EQUIPMENTS: readonly Equipment[] = ['discs', 'cards'];

/** R3: the deck a card table owns: 52 cards, the Spanish or Italian 40, or a Skat deck of 32. */
export type Deck = 'standard' | 'spanish' | 'italian' | 'skat';
export const DECKS: readonly Deck[] = ['standard', 'spanish', 'italian', 'skat'];

export interface GameConfig {
  players: string[];
  starter: number;
  lastChance?: boolean;
  /** R3: the box's discs and mats (absent) or the playing-card travel set; the rules are the same. */
  equipment?: Equipment;
  /** R3: a card table's deck (absent: the 52-card deck); never on a table with discs. */
  deck?: Deck;
}

export type Action =
  | { type: 'placeFirst' }
  | { type: 'add'; player: number }
  | { type: 'bid'; player: number; amount: number }
  | { type: 'pass'; player: number }
  | { type: 'flip'; owner: number; disc: Disc }
  | { type: 'chooseStarter'; player: number }
  | { type: 'abandonRound' };

export type ActionType = Action['type'];

export type Phase = 'placing' | 'adding' | 'bidding' | 'revealing' | 'choosingStarter' | 'over';

export interface PlayerState {
  name: string;
  discs: number;
  stack: number;
  flipped: number;
  successes: number;
  eliminated: boolean;
  passed: boolean;
  lastChance: 'never' | 'holding' | 'spent';
}

/** What the last resolved challenge did, for the screens that explain it. */
export interface ChallengeOutcome {
  round: number;
  challenger: number;
  bid: number;
  result: 'success' | 'failure';
  /** Whose skull stopped the challenge (the challenger's own on a self-inflicted failure). */
  skullOwner: number | null;
  /** R14: the skull's owner removes a disc at random; R15: the challenger chooses one. */
  discLostBy: 'random' | 'choice' | null;
  /** LC4: the Last Chance disc was lost with the final disc. */
  lostLastChance: boolean;
  eliminated: boolean;
  /** LC1: the challenger received the Last Chance disc for the next round. */
  gotLastChance: boolean;
  /** R13/R18: the game ended with this challenge. */
  gameOver: boolean;
}

export interface GameState {
  config: GameConfig;
  phase: Phase;
  round: number;
  starter: number;
  turn: number | null;
  bid: { player: number; amount: number } | null;
  challenger: number | null;
  winner: number | null;
  players: PlayerState[];
  /** Flowers shown so far in the current challenge. */
  flowersShown: number;
  /** The previous challenge's outcome, kept until the next one resolves. */
  lastOutcome: ChallengeOutcome | null;
  /** True when the round's bid reached the table total and the challenge began at once (R10). */
  bidAtTableTotal: boolean;
}
