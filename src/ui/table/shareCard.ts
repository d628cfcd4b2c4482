// One finished game as game over shows it, and as the share module's plain data (the sheet's standings in words too).
import type { ShareCard } from '../share/card';
import type { GameSnapshot } from '../../session';
import { gameFacts, standingText } from './GameOver';
import { durationMinutes, roundsPlayed, standingsOf, type Standing } from './standings';
import type { TableWords } from './table.messages';

/** What game over shows and shares: standings, facts and the share card. */
export interface GameOverView {
  standings: Standing[];
  facts: string[];
  card: ShareCard;
}

export function gameCard({ session, state, steps }: GameSnapshot, colors: number[], m: TableWords): GameOverView {
  const standings = standingsOf(state, steps);
  const winner = state.players[state.winner ?? 0]?.name ?? '';
  const facts = gameFacts(roundsPlayed(steps), durationMinutes(session.created, session.updated), m);
  const card: ShareCard = {
    title: m.winsTitle(winner),
    when: session.created,
    facts,
    standings: standings.map((s) => ({
      name: s.name,
      colour: colors[s.seat] ?? s.seat,
      place: s.place,
      result: standingText(s, m),
    })),
  };
  return { standings, facts, card };
}
