import { getLang } from '../../i18n';
import type { GameTimeline, RoundLine } from '../../stats/compute';
import { relativeTime } from '../sessions/when';
import { roundSummary } from '../table/summary';
import { tableWords } from '../table/equipment';
import { messages } from './stats.messages';

function roundText(r: RoundLine): string {
  const m = messages();
  return r.result === 'abandoned'
    ? m.roundAbandoned(r.round)
    : m.roundOf(r.round, roundSummary(r, tableWords('discs')));
}

/** One saved game as a list of its rounds, each with the successes on the table once it settled. */
export function GameTimelineView({ game }: { game: GameTimeline }) {
  const m = messages();
  return (
    <details class="stats-game">
      <summary>{m.gameHeading(m.list(game.players), relativeTime(getLang(), game.updated))}</summary>
      {/* A game left before its first round settled has only its result line. */}
      {game.rounds.length > 0 && (
        <ol class="stats-rounds">
          {game.rounds.map((r, i) => (
            <li key={i}>
              <p>{roundText(r)}</p>
              <p class="stats-score">
                {game.players.map((name, seat) => `${name} ${m.successes(r.successes[seat] ?? 0)}`).join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      )}
      <p class="stats-result">{game.winner ? m.gameWinner(game.winner) : m.gameUnfinished}</p>
    </details>
  );
}
