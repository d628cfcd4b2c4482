import { messages } from './reference.messages';

const DISC_W = 120;
const DISC_H = 22;
const LEFT = 70;

/** Stack order: the first disc placed sits at the bottom and the top one is flipped first (R4, R11); with `cards`, a
 *  pile of cards and no mat (R3). */
export function StackDiagram({ cards }: { cards: boolean }) {
  const m = messages();
  const labels = [m.stackThird, m.stackSecond, m.stackFirst];
  return (
    <figure class="diagram">
      <svg viewBox="0 0 360 150" aria-hidden="true" focusable="false">
        {cards ? null : <rect class="mat" x={LEFT - 15} y={124} width={DISC_W + 30} height={12} rx={6} />}
        {labels.map((label, i) => {
          const y = 40 + i * (DISC_H + 6);
          return (
            <g key={i}>
              <rect
                class={i === 0 ? 'disc disc-top' : 'disc'}
                x={LEFT}
                y={y}
                width={DISC_W}
                height={DISC_H}
                rx={cards ? 3 : 11}
              />
              <text class="diagram-label" x={LEFT + DISC_W + 12} y={y + 16}>
                {label}
              </text>
            </g>
          );
        })}
        <path class="arrow" d="M40 20 C 40 45, 45 50, 62 51" />
        <path class="arrow-head" d="M62 51 l -8 -6 l 1 9 z" />
        <text class="diagram-label" x={10} y={16}>
          {m.stackFlipOrder}
        </text>
      </svg>
      <figcaption>{cards ? m.diagramPile : m.diagramStack}</figcaption>
    </figure>
  );
}
