import { messages } from './reference.messages';

const NUMBER_CARDS = ['7', '4', '9'];

/** The travel set: three number cards stand for the flowers and one face card for the skull (R3). */
export function CardsDiagram() {
  const m = messages();
  const cards = [
    ...NUMBER_CARDS.map((rank) => ({ rank, role: m.cardFlower })),
    { rank: m.cardFaceLetter, role: m.cardSkull },
  ];
  return (
    <figure class="diagram">
      <svg viewBox="0 0 360 130" aria-hidden="true" focusable="false">
        {cards.map((card, i) => {
          const x = 20 + i * 85;
          return (
            <g key={i}>
              <rect class={i === 3 ? 'card card-face' : 'card'} x={x} y={10} width={64} height={88} rx={8} />
              <text class="diagram-rank diagram-center" x={x + 32} y={64}>
                {card.rank}
              </text>
              <text class="diagram-label diagram-center" x={x + 32} y={120}>
                {card.role}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{m.diagramCards}</figcaption>
    </figure>
  );
}
