import type { PlayerStats } from '../../stats/compute';
import { messages } from './stats.messages';

/** One card per player (a phone shows every figure without a sideways scroll), figures as a description list. */
export function PlayerCards({ players }: { players: PlayerStats[] }) {
  const m = messages();
  const or = (n: number | null, show: (n: number) => string = String) => (n === null ? m.none : show(n));
  return (
    <section aria-labelledby="stats-players">
      <h2 id="stats-players">{m.playersTitle}</h2>
      <ul class="stats-cards">
        {players.map((p) => {
          const figures: Array<[string, string, string?]> = [
            [m.colGames, String(p.games)],
            [m.colWins, String(p.wins)],
            [m.colUnfinished, String(p.unfinished)],
            [m.colChallenges, `${p.challengesWon} / ${p.challengesTried}`],
            [m.colSkulls, String(p.skullsHit)],
            [m.colOut, String(p.eliminations)],
            [m.colBestBid, or(p.largestBid)],
            [m.colTraps, String(p.trapsSprung), m.trapsHint],
            [m.colBoldest, or(p.boldestShare, m.share), m.boldestHint],
            [m.colOwnStack, String(p.ownStackWins), m.ownStackHint],
          ];
          return (
            <li key={p.id} class="stats-card">
              <h3>{p.name}</h3>
              <dl>
                {figures.map(([label, value, hint]) => (
                  <div key={label}>
                    <dt>
                      {label}
                      {hint && <span class="stats-hint"> ({hint})</span>}
                    </dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
