import type { PlayerStats } from '../../stats/compute';
import { messages } from './stats.messages';

const ROW = 36;
const LABEL = 110;
const WIDTH = 320;

/** Horizontal bars, games played behind games won, drawn as SVG in code (no chart library). */
export function WinsChart({ players }: { players: PlayerStats[] }) {
  const m = messages();
  const most = Math.max(1, ...players.map((p) => p.games));
  const scale = (n: number) => ((WIDTH - LABEL - 30) * n) / most;
  const height = players.length * ROW + 28;
  return (
    <figure class="stats-chart">
      <figcaption id="stats-chart-title">{m.chartTitle}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby="stats-chart-title stats-chart-desc">
        <desc id="stats-chart-desc">{players.map((p) => m.chartBar(p.name, p.wins, p.games)).join('. ')}</desc>
        {players.map((p, i) => {
          const y = i * ROW;
          return (
            <g key={p.name}>
              <text x={LABEL - 8} y={y + 22} text-anchor="end" class="chart-label">
                {p.name.length > 12 ? `${p.name.slice(0, 11)}…` : p.name}
              </text>
              <rect x={LABEL} y={y + 6} width={scale(p.games)} height={24} rx={4} class="chart-played" />
              <rect x={LABEL} y={y + 6} width={scale(p.wins)} height={24} rx={4} class="chart-won" />
              <text x={LABEL + scale(p.games) + 6} y={y + 23} class="chart-value">
                {p.wins}/{p.games}
              </text>
            </g>
          );
        })}
        <g transform={`translate(${LABEL}, ${players.length * ROW + 8})`}>
          <rect width={14} height={14} class="chart-won" />
          <text x={20} y={12} class="chart-legend">
            {m.chartLegendWon}
          </text>
          <rect x={90} width={14} height={14} class="chart-played" />
          <text x={110} y={12} class="chart-legend">
            {m.chartLegendPlayed}
          </text>
        </g>
      </svg>
    </figure>
  );
}
