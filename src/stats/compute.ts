// Statistics from saved games, read from the engine's step events. Pure: no storage, no DOM.
import { cleanName, eventsOf, findEvent, nameKey, newGame, replaySteps, type Action, type GameConfig } from '../rules';

export interface GameLog {
  id: string;
  updated: number;
  config: GameConfig;
  actions: Action[];
}

export interface PlayerStats {
  name: string;
  games: number; // games with at least one action
  wins: number;
  challengesTried: number;
  challengesWon: number;
  skullsHit: number; // challenges this player stopped by flipping a skull (their own included)
  eliminations: number; // times this player was knocked out of a game
  largestBid: number | null; // largest bid this player won a challenge with
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
  games: GameTimeline[]; // as given (newest first when the caller sorts so)
}

const keyOf = nameKey; // the engine's own comparison, so stats and the form agree on who is who

function blank(name: string): PlayerStats {
  return { name: cleanName(name), games: 0, wins: 0, challengesTried: 0, challengesWon: 0, skullsHit: 0, eliminations: 0, largestBid: null };
}

/** The engine's steps of one log, read event by event; a log that turns illegal midway counts up to its last legal action. */
function timeline(log: GameLog, statsOf: (seat: number) => PlayerStats): GameTimeline {
  const names = log.config.players;
  const rounds: RoundLine[] = [];
  const steps = replaySteps(log.config, log.actions, { stopAtIllegal: true });
  let winner: number | null = null;
  for (const step of steps) {
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
      } else {
        challenger.skullsHit++;
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
      rounds.push({ round: step.before.round, result: 'abandoned', challenger: null, bid: null, skullOwner: null, eliminated: [], successes });
    }
  }
  if (winner !== null) statsOf(winner).wins++;
  const winnerName = winner === null ? null : (names[winner] ?? null);
  return { id: log.id, updated: log.updated, players: [...names], over: winner !== null, winner: winnerName, rounds };
}

export function computeStatistics(logs: readonly GameLog[]): Statistics {
  const byName = new Map<string, PlayerStats>();
  const games: GameTimeline[] = [];
  for (const log of logs) {
    let seats: PlayerStats[];
    try {
      newGame(log.config);
      seats = log.config.players.map((name) => {
        const key = keyOf(name);
        let entry = byName.get(key);
        if (!entry) byName.set(key, (entry = blank(name)));
        return entry;
      });
    } catch {
      continue; // an unreadable table: nothing to count
    }
    if (log.actions.length > 0) for (const s of new Set(seats)) s.games++;
    games.push(timeline(log, (seat) => seats[seat]!));
  }
  const players = [...byName.values()]
    .filter((p) => p.games > 0)
    .sort((a, b) => b.wins - a.wins || b.games - a.games || a.name.localeCompare(b.name));
  return { players, games: games.filter((g) => g.rounds.length > 0 || g.over) };
}
