// One finished game as game over shows it, as the share module's plain data, and its standings in words for the sheet.
import type { ShareCard } from '../../share/card';
import type { GameSnapshot } from '../../session';
import { gameFacts, standingText } from './GameOver';
import { durationMinutes, roundsPlayed, standingsOf, type Standing } from './standings';
import { messages } from './table.messages';

/** What game over shows and shares: standings, facts, the share card, and the standings in words. */
export interface GameOverView {
  standings: Standing[];
  facts: string[];
  card: ShareCard;
  /** The standings in words for the sheet, where names are never cut. */
  lines: { place: number; name: string; result: string }[];
}

export function gameCard({ session, state, steps }: GameSnapshot, colors: number[]): GameOverView {
  const standings = standingsOf(state, steps);
  const winner = state.players[state.winner ?? 0]?.name ?? '';
  const facts = gameFacts(roundsPlayed(steps), durationMinutes(session.created, session.updated));
  const card: ShareCard = {
    title: messages().winsTitle(winner),
    when: session.created,
    facts,
    standings: standings.map((s) => ({ name: s.name, colour: colors[s.seat] ?? s.seat, place: s.place, result: standingText(s) })),
  };
  return { standings, facts, card, lines: standings.map((s) => ({ place: s.place, name: s.name, result: standingText(s) })) };
}
