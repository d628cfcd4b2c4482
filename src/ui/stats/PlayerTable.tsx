import type { PlayerStats } from '../../stats/compute';
import { messages } from './stats.messages';

/** One row per player name: the figures the issue asks for, in a real table for screen readers. */
export function PlayerTable({ players }: { players: PlayerStats[] }) {
  const m = messages();
  return (
    <div class="stats-scroll" tabIndex={0} role="region" aria-labelledby="stats-players">
      <table class="stats-table">
        <caption id="stats-players">{m.playersTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colPlayer}</th>
            <th scope="col">{m.colGames}</th>
            <th scope="col">{m.colWins}</th>
            <th scope="col">{m.colChallenges}</th>
            <th scope="col">{m.colSkulls}</th>
            <th scope="col">{m.colOut}</th>
            <th scope="col">{m.colBestBid}</th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => (
            <tr key={p.name}>
              <th scope="row">{p.name}</th>
              <td>{p.games}</td>
              <td>{p.wins}</td>
              <td>
                {p.challengesWon} / {p.challengesTried}
              </td>
              <td>{p.skullsHit}</td>
              <td>{p.eliminations}</td>
              <td>{p.largestBid ?? m.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
