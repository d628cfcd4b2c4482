// Statistics from saved games, by replaying each log one action at a time. Pure: no storage, no DOM.
import { apply, cleanName, nameKey, newGame, type Action, type GameConfig, type GameState } from '../rules';

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

/** Replays one log step by step; a log that turns illegal midway counts up to its last legal action. */
function timeline(log: GameLog, statsOf: (seat: number) => PlayerStats): GameTimeline {
  let state: GameState = newGame(log.config);
  const rounds: RoundLine[] = [];
  for (const action of log.actions) {
    let next: GameState;
    try {
      next = apply(state, action);
    } catch {
      break;
    }
    const eliminated = next.players.flatMap((p, seat) => (p.eliminated && !state.players[seat]?.eliminated ? [seat] : []));
    for (const seat of eliminated) statsOf(seat).eliminations++;
    const settled = action.type === 'flip' && state.phase === 'revealing' && next.phase !== 'revealing';
    if (settled && next.lastOutcome) {
      const o = next.lastOutcome;
      const challenger = statsOf(o.challenger);
      challenger.challengesTried++;
      if (o.result === 'success') {
        challenger.challengesWon++;
        challenger.largestBid = Math.max(challenger.largestBid ?? 0, o.bid);
      } else {
        challenger.skullsHit++;
      }
      rounds.push({
        round: state.round,
        result: o.result,
        challenger: log.config.players[o.challenger] ?? null,
        bid: o.bid,
        skullOwner: o.skullOwner === null ? null : (log.config.players[o.skullOwner] ?? null),
        eliminated: eliminated.map((seat) => log.config.players[seat] ?? ''),
        successes: next.players.map((p) => p.successes),
      });
    } else if (action.type === 'abandonRound') {
      rounds.push({ round: state.round, result: 'abandoned', challenger: null, bid: null, skullOwner: null, eliminated: [], successes: next.players.map((p) => p.successes) });
    }
    state = next;
  }
  const over = state.phase === 'over';
  const winner = over && state.winner !== null ? (log.config.players[state.winner] ?? null) : null;
  if (over && state.winner !== null) statsOf(state.winner).wins++;
  return { id: log.id, updated: log.updated, players: [...log.config.players], over, winner, rounds };
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
