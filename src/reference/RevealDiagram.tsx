import { messages } from './reference.messages';

const W = 60;
const H = 18;

interface StackProps {
  x: number;
  discs: (string | null)[]; // top first; a string is the flip order shown on the disc
  name: string;
  challenger?: boolean;
  cards: boolean;
}

function Stack({ x, discs, name, challenger, cards }: StackProps) {
  const bottom = 110;
  return (
    <g>
      {discs.map((order, i) => {
        const y = bottom - (discs.length - i) * (H + 4);
        const cls = order ? (challenger ? 'disc disc-own' : 'disc disc-top') : 'disc disc-hidden';
        return (
          <g key={i}>
            <rect class={cls} x={x} y={y} width={W} height={H} rx={cards ? 3 : 9} />
            {order ? (
              <text class="diagram-order" x={x + W / 2} y={y + 13}>
                {order}
              </text>
            ) : null}
          </g>
        );
      })}
      <text class="diagram-label diagram-center" x={x + W / 2} y={bottom + 20}>
        {name}
      </text>
    </g>
  );
}

/** Reveal order: own stack top-down first, then any opponent's top face-down disc (R11); with `cards`, piles (R3). */
export function RevealDiagram({ cards }: { cards: boolean }) {
  const m = messages();
  return (
    <figure class="diagram">
      <svg viewBox="0 0 360 140" aria-hidden="true" focusable="false">
        <Stack x={26} discs={['1', '2']} name={m.revealYours} challenger cards={cards} />
        <path class="arrow" d="M95 70 L 150 70" />
        <path class="arrow-head" d="M156 70 l -9 -5 l 0 10 z" />
        <text class="diagram-label diagram-center" x={125} y={40}>
          {cards ? m.revealThenCard : m.revealThen}
        </text>
        <Stack x={180} discs={['3', null, null]} name={m.revealOpponent} cards={cards} />
        <Stack x={270} discs={['3']} name={m.revealPassed} cards={cards} />
      </svg>
      <figcaption>{cards ? m.diagramRevealCards : m.diagramReveal}</figcaption>
    </figure>
  );
}
