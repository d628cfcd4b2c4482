import type { PlayerStats } from '../../stats/compute';
import { messages } from './stats.messages';

const ROW = 40;
const LABEL = 120;
const WIDTH = 330;

/** Horizontal bars, games played behind games won, drawn as SVG in code (no chart library). */
export function WinsChart({ players }: { players: PlayerStats[] }) {
  const m = messages();
  const most = Math.max(1, ...players.map((p) => p.games));
  const scale = (n: number) => ((WIDTH - LABEL - 50) * n) / most;
  const height = players.length * ROW + 32;
  return (
    <figure class="stats-chart">
      <figcaption id="stats-chart-title">{m.chartTitle}</figcaption>
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-labelledby's two ids (caption and desc), which the rule cannot follow. */}
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby="stats-chart-title stats-chart-desc">
        <desc id="stats-chart-desc">{players.map((p) => m.chartBar(p.name, p.wins, p.games)).join('. ')}</desc>
        {players.map((p, i) => {
          const y = i * ROW;
          return (
            <g key={p.name}>
              <text x={LABEL - 8} y={y + 26} text-anchor="end" class="chart-label">
                {p.name.length > 9 ? `${p.name.slice(0, 8)}…` : p.name}
              </text>
              <rect x={LABEL} y={y + 6} width={scale(p.games)} height={28} rx={4} class="chart-played" />
              <rect x={LABEL} y={y + 6} width={scale(p.wins)} height={28} rx={4} class="chart-won" />
              <text x={LABEL + scale(p.games) + 6} y={y + 26} class="chart-value">
                {p.wins}/{p.games}
              </text>
            </g>
          );
        })}
        <g transform={`translate(${LABEL}, ${players.length * ROW + 8})`}>
          <rect width={16} height={16} class="chart-won" />
          <text x={22} y={15} class="chart-legend">
            {m.chartLegendWon}
          </text>
          <rect x={100} width={16} height={16} class="chart-played" />
          <text x={122} y={15} class="chart-legend">
            {m.chartLegendPlayed}
          </text>
        </g>
      </svg>
    </figure>
  );
}
