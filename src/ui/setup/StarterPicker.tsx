import { useEffect, useRef, useState } from 'preact/hooks';
import { MatToken } from '../components/MatToken';
import { messages } from './setup.messages';
import { randomSeat, type PlayerRowData } from './tableForm';

interface Props {
  rows: PlayerRowData[];
  starter: number | null; // a row key
  onPick: (key: number) => void;
  /** The draw began rolling: a Start tapped now waits for its pick. */
  onDrawing?: () => void;
}

const DRAW_MS = 1200;
const TICK_MS = 90;

/** R2: tap the first starter, or let the app draw one with a short visible roll round the table. */
export function StarterPicker({ rows, starter, onPick, onDrawing }: Props) {
  const m = messages();
  const [rolling, setRolling] = useState<number | null>(null); // row index lit during the draw
  const [announce, setAnnounce] = useState('');
  const timer = useRef<number>(0);
  useEffect(() => () => clearInterval(timer.current), []);

  const draw = () => {
    if (rolling !== null || rows.length === 0) return;
    const winner = randomSeat(rows.length);
    const started = Date.now();
    let lit = 0;
    setAnnounce('');
    setRolling(0);
    onDrawing?.();
    timer.current = window.setInterval(() => {
      lit = (lit + 1) % rows.length;
      if (Date.now() - started >= DRAW_MS && lit === winner) {
        clearInterval(timer.current);
        setRolling(null);
        const row = rows[winner]!;
        onPick(row.key);
        setAnnounce(m.drawResult(row.name.trim() || m.seatName(winner + 1)));
      } else {
        setRolling(lit);
      }
    }, TICK_MS);
  };

  return (
    <fieldset class="starter" aria-describedby="starter-hint">
      <legend>{m.starterTitle}</legend>
      {/* Said to a screen reader; on screen the seats and "Draw at random" beside the title say it. */}
      <p id="starter-hint" class="sr-only">
        {m.starterHint}
      </p>
      <ul class="starter-seats">
        {rows.map((row, i) => (
          <li key={row.key}>
            <button
              type="button"
              class={`starter-seat${rolling === i ? ' lit' : ''}`}
              aria-pressed={starter === row.key}
              disabled={rolling !== null}
              onClick={() => onPick(row.key)}
            >
              <MatToken color={row.color} />
              <span>{m.starterOption(row.name.trim() || m.seatName(i + 1))}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" class="draw-button" disabled={rolling !== null} onClick={draw}>
        {rolling !== null ? m.drawing : m.draw}
      </button>
      <p class="draw-result sr-only" aria-live="polite">
        {announce}
      </p>
    </fieldset>
  );
}
