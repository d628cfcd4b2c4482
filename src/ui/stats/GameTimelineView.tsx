import { getLang } from '../../i18n';
import type { GameTimeline, RoundLine } from '../../stats/compute';
import { relativeTime } from '../sessions/when';
import { messages } from './stats.messages';

function roundText(r: RoundLine): string {
  const m = messages();
  if (r.result === 'abandoned') return m.roundAbandoned(r.round);
  const who = r.challenger ?? '';
  const bid = r.bid ?? 0;
  let line =
    r.result === 'success'
      ? m.roundWon(r.round, who, bid)
      : r.skullOwner === r.challenger
        ? m.roundOwnSkull(r.round, who, bid)
        : m.roundSkull(r.round, who, bid, r.skullOwner ?? '');
  if (r.eliminated.length > 0) line += ` ${m.roundOut(m.list(r.eliminated))}`;
  return line;
}

/** One saved game as a list of its rounds, each with the successes on the table once it settled. */
export function GameTimelineView({ game }: { game: GameTimeline }) {
  const m = messages();
  return (
    <details class="stats-game">
      <summary>{m.gameHeading(m.list(game.players), relativeTime(getLang(), game.updated))}</summary>
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
      <p class="stats-result">{game.winner ? m.gameWinner(game.winner) : m.gameUnfinished}</p>
    </details>
  );
}
