import { getLang } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { Player } from '../../session';
import { MatToken } from '../components/MatToken';
import { messages } from './setup.messages';

export interface LastTable {
  names: string[];
  apply: () => void;
}

interface Props {
  /** Remembered players not seated yet, most recently played first. */
  players: Player[];
  last: LastTable | null;
  full: boolean;
  onAdd: (player: Player) => void;
}

const SHOWN = 12;

/** A returning table: its last seating in one tap, or each remembered player as a chip that takes the next free seat
 *  (one row that scrolls sideways, so the names and Start stay on the first screen). */
export function RecentPlayers({ players, last, full, onAdd }: Props) {
  const m = messages();
  if (players.length === 0 && !last) return null;
  return (
    <section class="recent" aria-labelledby="recent-title">
      <h2 id="recent-title" class="sr-only">
        {m.recentTitle}
      </h2>
      {last && (
        <button type="button" class="primary wide" onClick={last.apply} aria-describedby="same-table-hint">
          {m.sameTable}
        </button>
      )}
      {last && (
        <p id="same-table-hint" class="hint">
          {m.sameTableHint(listAnd(getLang(), last.names))}
        </p>
      )}
      {players.length > 0 && (
        <>
          <p class="hint">{m.recentHint}</p>
          <ul class="recent-chips" aria-label={m.recentTitle}>
            {players.slice(0, SHOWN).map((p) => (
              <li key={p.id}>
                <button type="button" class="recent-chip" disabled={full} onClick={() => onAdd(p)}>
                  {p.color !== null && <MatToken color={p.color} />}
                  <span>{p.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
