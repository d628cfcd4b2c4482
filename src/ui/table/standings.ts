// The final standings of a game, as plain data read from the engine's state and step events: no rule is decided here.
import { eventsOf, type GameState, type Step } from '../../rules';

export interface Standing {
  seat: number;
  name: string;
  /** 1 for the first; players equal on every key share a place (1, 2, 2, 4). */
  place: number;
  winner: boolean;
  successes: number;
  /** Discs the player still owns. */
  discs: number;
  /** The round in which the player was eliminated (R17), or null when still in the game. */
  outRound: number | null;
}

type Ranked = Standing & { outStep: number };
const STILL_IN = Number.MAX_SAFE_INTEGER;

/** Winner first, then more successes, then more discs left, then still in the game, then eliminated later. */
function compare(a: Ranked, b: Ranked): number {
  return Number(b.winner) - Number(a.winner) || b.successes - a.successes || b.discs - a.discs || b.outStep - a.outStep;
}

/** Standings of the game whose current state is `state` and whose log gave `steps`. */
export function standingsOf(state: GameState, steps: readonly Step[]): Standing[] {
  const out = new Map<number, Step>();
  for (const step of steps) for (const e of eventsOf(step.events, 'eliminated')) out.set(e.player, step);
  const rows = state.players.map((p, seat): Ranked => {
    const step = out.get(seat);
    return {
      seat,
      name: p.name,
      place: 0,
      winner: state.winner === seat,
      successes: p.successes,
      discs: p.eliminated ? 0 : p.discs,
      outRound: step ? step.before.round : null,
      outStep: step ? step.index : STILL_IN,
    };
  });
  const sorted = [...rows].sort((a, b) => compare(a, b) || a.seat - b.seat);
  return sorted.map(({ outStep: _, ...row }, i) => ({
    ...row,
    place: 1 + rows.filter((other) => compare(other, sorted[i]!) < 0).length,
  }));
}

/** Rounds played to the end: each settled challenge closes one (an abandoned round is replayed under its number, H1). */
export function roundsPlayed(steps: readonly Step[]): number {
  return steps.reduce((n, s) => n + eventsOf(s.events, 'challengeSettled').length, 0);
}

/** Whole minutes between the record's creation and its last change; null when the clock makes no sense. */
export function durationMinutes(created: number, updated: number): number | null {
  const ms = updated - created;
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 60_000) : null;
}
