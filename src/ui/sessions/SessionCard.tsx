import { listAnd } from '../../i18n/nameGrammar';
import type { SessionSummary } from '../../session';
import { getLang } from '../../i18n';
import { href } from '../route';
import { messages } from './sessions.messages';
import { relativeTime } from './when';

interface Props {
  summary: SessionSummary;
  onExport: (id: string) => void;
  onDelete: (summary: SessionSummary) => void;
}

/** One saved game: who played, how far it went, and what can be done with it. */
export function SessionCard({ summary, onExport, onDelete }: Props) {
  const m = messages();
  const { id, players, round, successes, winner, over, updated } = summary;
  const headingId = `session-${id}`;
  const winnerName = winner !== null ? players[winner] : undefined;
  return (
    <li class="session-card">
      <h2 id={headingId}>{m.players(listAnd(getLang(), players))}</h2>
      <p class="session-progress">
        {over && winnerName !== undefined ? m.won(winnerName) : m.inRound(round)}
        {' · '}
        {m.lastPlayed(relativeTime(getLang(), updated))}
      </p>
      <ul class="session-successes">
        {players.map((name, seat) => (
          <li key={seat}>{m.successes(name, successes[seat] ?? 0)}</li>
        ))}
      </ul>
      <div class="session-actions" aria-describedby={headingId}>
        <a class="button primary" href={href({ name: 'game', id })} aria-describedby={headingId}>
          {m.open}
        </a>
        <a class="button" href={href({ name: 'new', from: id })} aria-describedby={headingId}>
          {m.rematch}
        </a>
        <button type="button" onClick={() => onExport(id)} aria-describedby={headingId}>
          {m.exportOne}
        </button>
        <button type="button" class="session-delete" onClick={() => onDelete(summary)} aria-describedby={headingId}>
          {m.remove}
        </button>
      </div>
    </li>
  );
}
