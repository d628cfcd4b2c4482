// One finished game as the share module's plain data, and its standings in words for the summary sheet.
import type { ShareCard } from '../../share/card';
import type { GameSnapshot } from '../../session';
import { messages as displayMessages } from './display.messages';
import { gameFacts, standingText } from './GameOver';
import { durationMinutes, roundsPlayed, standingsOf } from './standings';
import type { Step } from './steps';
import { messages } from './table.messages';

export function gameCard({ session, state }: GameSnapshot, steps: Step[], colors: number[]): { card: ShareCard; lines: string[] } {
  const d = displayMessages();
  const standings = standingsOf(state, steps);
  const winner = state.players[state.winner ?? 0]?.name ?? '';
  const card: ShareCard = {
    title: messages().winsTitle(winner),
    when: session.created,
    facts: gameFacts(roundsPlayed(steps), durationMinutes(session.created, session.updated)),
    standings: standings.map((s) => ({ name: s.name, colour: colors[s.seat] ?? s.seat, place: s.place, result: standingText(s) })),
  };
  return { card, lines: standings.map((s) => d.place(s.place, s.name, standingText(s))) };
}
