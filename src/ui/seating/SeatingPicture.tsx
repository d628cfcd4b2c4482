import { useRef, useState } from 'preact/hooks';
import { MatToken } from '../components/MatToken';
import { useMedia } from '../table/flat';
import { edgesOf, moveSeat, type Seating, seatsAt, type Spot, spotsFor } from '../table/seating';
import { messages } from './seating.messages';
import './seating.css';

export interface SeatingProps {
  /** The players in seat order (turn order): name and mat colour. */
  players: readonly { name: string; color: number }[];
  seating: Seating;
  /** The device has side edges (a tablet): players sit at all four. */
  sides: boolean;
  /** During a game the turn order is fixed: only places that keep it are offered. */
  keepTurns: boolean;
  onMove: (seating: Seating) => void;
}

/** A drag in progress: the seat, and the spot nearest the pointer (null until the pointer has moved). */
interface Drag {
  seat: number;
  pointer: number;
  from: { x: number; y: number };
  at: { x: number; y: number } | null;
  near: Spot | null;
}

const spotId = (spot: Spot) => `${spot.edge}-${spot.index}`;

/** Where everyone sits, on a picture of this device with the players round its edges in clockwise order (each edge's
 *  row runs from its players' right to their left, seating.ts). A player moves by dragging, or by a tap (a key) on
 *  them and then on a place; the turn order, read clockwise, is written under the picture. */
export function SeatingPicture({ players, seating, sides, keepTurns, onMove }: SeatingProps) {
  const m = messages();
  const landscape = useMedia('(orientation: landscape)');
  const [picked, setPicked] = useState<number | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragged = useRef(false); // the click that ends a drag is not a tap
  const picture = useRef<HTMLFieldSetElement>(null);
  const moving = drag?.at ? drag.seat : picked;
  const spots = moving === null ? [] : spotsFor(seating, moving, sides, keepTurns);
  const nameOf = (seat: number) => players[seat]?.name ?? '';

  const move = (seat: number, spot: Spot) => {
    setPicked(null);
    onMove(moveSeat(seating, seat, spot, sides));
    requestAnimationFrame(() => document.getElementById(`seat-token-${seat}`)?.focus());
  };
  /** The offered place nearest a point on screen, read from the places drawn (a drag's one layout read per move). */
  const nearest = (x: number, y: number): Spot | null => {
    let best: { spot: Spot; d: number } | null = null;
    for (const spot of spotsFor(seating, drag?.seat ?? 0, sides, keepTurns)) {
      const box = picture.current?.querySelector(`[data-spot="${spotId(spot)}"]`)?.getBoundingClientRect();
      if (!box) continue;
      const d = Math.hypot(box.left + box.width / 2 - x, box.top + box.height / 2 - y);
      if (!best || d < best.d) best = { spot, d };
    }
    return best?.spot ?? null;
  };
  const down = (seat: number) => (e: PointerEvent) => {
    if (e.button !== 0) return;
    dragged.current = false;
    setDrag({ seat, pointer: e.pointerId, from: { x: e.clientX, y: e.clientY }, at: null, near: null });
  };
  const pointerMove = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.pointer) return;
    const far = Math.hypot(e.clientX - drag.from.x, e.clientY - drag.from.y) > 8;
    if (!drag.at && !far) return;
    if (!drag.at) (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    dragged.current = true;
    setDrag({ ...drag, at: { x: e.clientX, y: e.clientY }, near: drag.at ? nearest(e.clientX, e.clientY) : null });
  };
  const up = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.pointer) return;
    const spot = drag.at ? nearest(e.clientX, e.clientY) : null;
    setDrag(null);
    if (spot) move(drag.seat, spot);
  };
  const tapToken = (seat: number) => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    setPicked(picked === seat ? null : seat);
  };

  const device = `${sides ? 'tablet' : 'phone'} ${landscape ? 'landscape' : 'portrait'}`;
  const ring = seating.ring.map(nameOf);
  return (
    <fieldset
      class={`seating${moving === null ? '' : ' is-moving'}`}
      ref={picture}
      onPointerMove={pointerMove}
      onPointerUp={up}
      onPointerCancel={() => setDrag(null)}
      onKeyDown={(e) => e.key === 'Escape' && setPicked(null)}
    >
      <legend>{m.title}</legend>
      <div class={`seating-table ${device}`}>
        <div class="seating-device" aria-hidden="true">
          <span class="seating-bar">☰</span>
          {edgesOf(sides).map((edge) => (
            <span key={edge} class={`seating-edge-name at-${edge}`}>
              {m.edge(edge)}
            </span>
          ))}
        </div>
        {edgesOf(sides).map((edge) => {
          const seats = seatsAt(seating, edge, sides);
          const others = seats.filter((s) => s !== moving);
          const offered = (index: number) => spots.find((s) => s.edge === edge && s.index === index);
          const spotButton = (index: number) => {
            const spot = offered(index);
            if (!spot || moving === null) return null;
            const prev = others[index - 1];
            const next = others[index];
            return (
              <button
                key={`spot-${index}`}
                type="button"
                class={`seating-spot${drag?.near && spotId(drag.near) === spotId(spot) ? ' is-near' : ''}`}
                data-spot={spotId(spot)}
                aria-label={m.spot(
                  nameOf(moving),
                  edge,
                  prev === undefined ? null : nameOf(prev),
                  next === undefined ? null : nameOf(next),
                )}
                onClick={() => move(moving, spot)}
              >
                +
              </button>
            );
          };
          return (
            // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border, padding and legend; the role names the edge's players as one.
            <div key={edge} class={`seating-side at-${edge}`} role="group" aria-label={m.side(edge)}>
              {seats.map((seat) => {
                const index = others.indexOf(seat);
                return [
                  seat === moving ? null : spotButton(index),
                  <button
                    key={seat}
                    id={`seat-token-${seat}`}
                    type="button"
                    class={`seating-token${seat === moving ? ' is-moving' : ''}`}
                    aria-pressed={seat === picked}
                    aria-label={m.token(nameOf(seat), edge)}
                    onPointerDown={down(seat)}
                    onClick={() => tapToken(seat)}
                  >
                    <MatToken color={players[seat]?.color ?? seat} />
                    <span class="seating-name">{nameOf(seat)}</span>
                  </button>,
                ];
              })}
              {spotButton(others.length)}
            </div>
          );
        })}
        {drag?.at && (
          <span class="seating-ghost" style={{ left: `${drag.at.x}px`, top: `${drag.at.y}px` }} aria-hidden="true">
            <MatToken color={players[drag.seat]?.color ?? drag.seat} />
          </span>
        )}
      </div>
      <p class="seating-order" aria-live="polite">
        <span class="seating-order-label">{m.order}</span>{' '}
        {ring.map((name, i) => (
          <span key={i}>
            {i > 0 && <span aria-hidden="true"> → </span>}
            {name}
          </span>
        ))}
      </p>
      <p class="hint">{moving === null ? (keepTurns ? m.hintPlaying : m.hint) : m.moving(nameOf(moving))}</p>
    </fieldset>
  );
}
