// Flat on the table: a per-game display choice kept on this device, like the mat colours.
import { useEffect, useState } from 'preact/hooks';
import { recordError } from '../../diagnostics/caughtErrors';

/** Where a player sits around a device lying flat, seen from its near (bottom) edge. */
export type Edge = 'near' | 'far' | 'left' | 'right';

export interface FlatLayout {
  flat: boolean;
  /** Each seat's edge; the left and right edges are used on tablets only (phones have two long edges). */
  edges: Edge[];
}

const key = (id: string) => `skull-table:flat:${id}`;
const isEdge = (e: unknown): e is Edge => e === 'near' || e === 'far' || e === 'left' || e === 'right';

/** The first half of the seat order at the near edge, the rest across the table. */
export const defaultEdges = (players: number): Edge[] =>
  Array.from({ length: players }, (_, i): Edge => (i < Math.ceil(players / 2) ? 'near' : 'far'));

/** The next edge a tap moves a player to: round the table, the side edges only where the device has them. */
export function nextEdge(edge: Edge, sides: boolean): Edge {
  const order: Edge[] = sides ? ['near', 'right', 'far', 'left'] : ['near', 'far'];
  const at = order.indexOf(edge);
  return order[(at + 1) % order.length] ?? 'near';
}

/** The edge a seat is drawn at: a side edge chosen on a tablet falls back to a long edge on a phone. */
export const shownEdge = (edge: Edge, sides: boolean): Edge =>
  sides || edge === 'near' || edge === 'far' ? edge : edge === 'left' ? 'near' : 'far';

export function loadFlat(id: string, players: number): FlatLayout {
  try {
    const raw = JSON.parse(localStorage.getItem(key(id)) ?? 'null') as {
      flat?: unknown;
      edges?: unknown;
      far?: unknown;
    } | null;
    const fallback = defaultEdges(players);
    let edges = fallback;
    if (Array.isArray(raw?.edges))
      edges = fallback.map((e, seat) =>
        isEdge((raw.edges as unknown[])[seat]) ? ((raw.edges as Edge[])[seat] ?? e) : e,
      );
    else if (Array.isArray(raw?.far))
      edges = fallback.map((_, seat) => ((raw.far as unknown[]).includes(seat) ? 'far' : 'near')); // kept before the side edges
    return { flat: raw?.flat === true, edges };
  } catch {
    return { flat: false, edges: defaultEdges(players) };
  }
}

export function saveFlat(id: string, layout: FlatLayout): void {
  try {
    localStorage.setItem(key(id), JSON.stringify(layout));
  } catch (error) {
    recordError('flat.save', error); // storage full or blocked: the choice lasts for this visit only
  }
}

/** The tablet breakpoint; display.css writes the same query (a unit test keeps the two equal). */
export const TABLET = '(min-width: 700px) and (min-height: 700px)';

/** Whether the screen is big enough for players at its side edges too (a tablet); follows rotation and resizing. */
export function useSideEdges(): boolean {
  const query = () => globalThis.matchMedia?.(TABLET).matches ?? false;
  const [sides, setSides] = useState(query);
  useEffect(() => {
    const list = globalThis.matchMedia?.(TABLET);
    if (!list) return;
    const update = () => setSides(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return sides;
}
