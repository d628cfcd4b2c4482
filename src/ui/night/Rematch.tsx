import { useState } from 'preact/hooks';
import { rematch, type SessionSummary } from '../../session';
import { MatToken } from '../components/MatToken';
import { loadMatColors, saveMatColors } from '../components/matColors';
import { loadFlat, saveFlat } from '../table/flat';
import { navigate } from '../route';
import { randomSeat } from '../setup/tableForm';
import { messages } from './night.messages';
import '../setup/setup.css';
import { recordError } from '../../diagnostics/caughtErrors';

/** The next game in one tap: the last game's players in their seats, the starter picked or drawn (R2). */
export function Rematch({ last, names }: { last: Pick<SessionSummary, 'id'>; names: string[] }) {
  const m = messages();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const colors = loadMatColors(last.id, names.length);

  const go = async (seat: number, drawn: boolean) => {
    if (busy) return;
    setBusy(true);
    if (drawn) setSaid(m.drawResult(names[seat]!));
    try {
      const id = await rematch(last.id, seat);
      if (!id) throw new Error('game gone');
      saveMatColors(id, colors);
      const flat = loadFlat(last.id, names.length);
      if (flat.flat) saveFlat(id, flat);
      navigate({ name: 'game', id });
    } catch (error) {
      recordError('night.rematch', error);
      setSaid(m.errStorage);
      setBusy(false);
    }
  };

  return (
    <section class="rematch" aria-labelledby="rematch-title">
      <h2 id="rematch-title">{m.rematchTitle}</h2>
      <p class="hint">{m.rematchHint}</p>
      <ul class="starter-seats">
        {names.map((name, seat) => (
          <li key={seat}>
            <button type="button" class="starter-seat" disabled={busy} onClick={() => go(seat, false)}>
              <MatToken color={colors[seat] ?? seat} />
              <span>{m.starts(name)}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" class="primary wide" disabled={busy} onClick={() => go(randomSeat(names.length), true)}>
        {m.draw}
      </button>
      <p aria-live="polite" class="rematch-said">
        {said}
      </p>
    </section>
  );
}
