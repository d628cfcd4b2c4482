// Statistics from saved games, read from the engine's step events and flipped discs. Pure: no storage, no DOM.
// Players are counted by their remembered id (a rename or a merged typo is still one person), never by spelling.
import { eventsOf, findEvent, newGame, replaySteps, tableTotal, type Action, type GameConfig } from '../rules';
import { recordError } from '../diagnostics/caughtErrors';

export interface GameLog {
  id: string;
  updated: number;
  config: GameConfig;
  actions: Action[];
  /** The remembered player's id in each seat. */
  seats: string[];
}

export interface PlayerStats {
  id: string;
  name: string;
  games: number; // finished games played
  wins: number;
  unfinished: number; // games begun and not finished, counted apart
  challengesTried: number;
  challengesWon: number;
  skullsHit: number; // challenges this player stopped by flipping a skull (their own included)
  eliminations: number; // times this player was knocked out of a game
  largestBid: number | null; // largest bid this player won a challenge with
  /** Referee-only records, from flipped discs: another challenger stopped by this player's skull; */
  trapsSprung: number;
  /** the largest successful bid as a share of the table total when it was made (0–1); */
  boldestShare: number | null;
  /** successful challenges made without flipping anyone else's disc. */
  ownStackWins: number;
}

export interface RoundLine {
  round: number;
  result: 'success' | 'failure' | 'abandoned';
  challenger: string | null;
  bid: number | null;
  skullOwner: string | null;
  eliminated: string[];
  /** Successes per seat once the round is settled. */
  successes: number[];
}

export interface GameTimeline {
  id: string;
  updated: number;
  players: string[];
  over: boolean;
  winner: string | null;
  rounds: RoundLine[];
}

export interface Statistics {
  players: PlayerStats[]; // most wins first, then most games, then name
  games: GameTimeline[]; // finished games, as given (newest first when the caller sorts so)
  unfinished: GameTimeline[]; // games begun and not finished, listed apart
}

/** Who a seat is: the remembered player it counts for, and their current name. */
export interface Identity {
  resolve: (seat: string) => string;
  name: (id: string, fallback: string) => string;
}

const asIs: Identity = { resolve: (seat) => seat, name: (_id, fallback) => fallback };

function blank(id: string, name: string): PlayerStats {
  return {
    id,
    name,
    games: 0,
    wins: 0,
    unfinished: 0,
    challengesTried: 0,
    challengesWon: 0,
    skullsHit: 0,
    eliminations: 0,
    largestBid: null,
    trapsSprung: 0,
    boldestShare: null,
    ownStackWins: 0,
  };
}

/** The engine's steps of one log, read event by event; a log that turns illegal midway counts up to its last legal action. */
function timeline(
  log: GameLog,
  names: string[],
  statsOf: (seat: number) => PlayerStats,
): { game: GameTimeline; winner: number | null } {
  const rounds: RoundLine[] = [];
  const steps = replaySteps(log.config, log.actions, { stopAtIllegal: true });
  let winner: number | null = null;
  let total = 0; // the table total when the challenge began
  let flipped: number[] = []; // whose discs the challenger flipped
  for (const step of steps) {
    if (step.action.type === 'flip') flipped.push(step.action.owner);
    if (findEvent(step.events, 'challengeStarted')) {
      total = tableTotal(step.after);
      flipped = [];
    }
    const successes = step.after.players.map((p) => p.successes);
    const eliminated = eventsOf(step.events, 'eliminated').map((e) => e.player);
    for (const seat of eliminated) statsOf(seat).eliminations++;
    const over = findEvent(step.events, 'gameOver');
    if (over) winner = over.winner;
    const settled = findEvent(step.events, 'challengeSettled');
    if (settled) {
      const challenger = statsOf(settled.challenger);
      challenger.challengesTried++;
      if (settled.result === 'success') {
        challenger.challengesWon++;
        challenger.largestBid = Math.max(challenger.largestBid ?? 0, settled.bid);
        if (total > 0) challenger.boldestShare = Math.max(challenger.boldestShare ?? 0, settled.bid / total);
        if (flipped.every((owner) => owner === settled.challenger)) challenger.ownStackWins++;
      } else {
        challenger.skullsHit++;
        if (settled.skullOwner !== null && settled.skullOwner !== settled.challenger)
          statsOf(settled.skullOwner).trapsSprung++;
      }
      rounds.push({
        round: settled.round,
        result: settled.result,
        challenger: names[settled.challenger] ?? null,
        bid: settled.bid,
        skullOwner: settled.skullOwner === null ? null : (names[settled.skullOwner] ?? null),
        eliminated: eliminated.map((seat) => names[seat] ?? ''),
        successes,
      });
    } else if (findEvent(step.events, 'roundAbandoned')) {
      rounds.push({
        round: step.before.round,
        result: 'abandoned',
        challenger: null,
        bid: null,
        skullOwner: null,
        eliminated: [],
        successes,
      });
    }
  }
  const winnerName = winner === null ? null : (names[winner] ?? null);
  return {
    game: { id: log.id, updated: log.updated, players: names, over: winner !== null, winner: winnerName, rounds },
    winner,
  };
}

export function computeStatistics(logs: readonly GameLog[], who: Identity = asIs): Statistics {
  const byId = new Map<string, PlayerStats>();
  const games: GameTimeline[] = [];
  const unfinished: GameTimeline[] = [];
  for (const log of logs) {
    let seats: PlayerStats[];
    let names: string[];
    try {
      newGame(log.config);
      if (log.seats.length !== log.config.players.length) continue;
      seats = log.seats.map((seat, i) => {
        const id = who.resolve(seat);
        let entry = byId.get(id);
        if (!entry) {
          entry = blank(id, who.name(id, log.config.players[i]!));
          byId.set(id, entry);
        }
        return entry;
      });
      names = seats.map((s) => s.name);
    } catch (error) {
      recordError('stats.table', error);
      continue; // an unreadable table: nothing to count
    }
    if (log.actions.length === 0) continue;
    const { game, winner } = timeline(log, names, (seat) => seats[seat]!);
    // Only a finished game counts as played and won; one left halfway is listed apart.
    for (const [seat, s] of seats.entries()) {
      if (!game.over) s.unfinished++;
      else {
        s.games++;
        if (winner === seat) s.wins++;
      }
    }
    (game.over ? games : unfinished).push(game);
  }
  const players = [...byId.values()]
    .filter((p) => p.games + p.unfinished > 0)
    .sort((a, b) => b.wins - a.wins || b.games - a.games || a.name.localeCompare(b.name));
  // Every unfinished game counted above is listed, one with no settled round too: the figure points at them all.
  return { players, games, unfinished };
}
