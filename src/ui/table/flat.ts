// Flat on the table: a per-game display choice kept on this device, like the mat colours. Where everyone sits is
// worked out in seating.ts.
import { useEffect, useState } from 'preact/hooks';
import { recordError } from '../../diagnostics/caughtErrors';
import { defaultEdges, isEdge, seatingOf, type Edge, type Seating } from './seating';

export { defaultEdges, shownEdge, type Edge } from './seating';

/** Flat on the table or not, and where everyone sits there (kept when the table goes upright again). */
export interface FlatLayout extends Seating {
  flat: boolean;
}

const key = (id: string) => `skull-table:flat:${id}`;

/** A kept layout, checked: each seat's edge (`edges`, or before the side edges a list of `far` seats) and the ring;
 *  anything malformed gives way to the default, seat by seat. */
export function parseFlat(raw: unknown, players: number): FlatLayout {
  const kept = (raw ?? {}) as { flat?: unknown; edges?: unknown; far?: unknown; ring?: unknown };
  const fallback = defaultEdges(players);
  let edges: Edge[] = fallback;
  if (Array.isArray(kept.edges)) edges = fallback.map((e, seat) => ((kept.edges as unknown[])[seat] as Edge) ?? e);
  else if (Array.isArray(kept.far))
    edges = fallback.map((_, seat) => ((kept.far as unknown[]).includes(seat) ? 'far' : 'near')); // kept before the side edges
  edges = edges.map((e, seat) => (isEdge(e) ? e : fallback[seat]!));
  return { flat: kept.flat === true, ...seatingOf(edges, kept.ring) };
}

export function loadFlat(id: string, players: number): FlatLayout {
  try {
    return parseFlat(JSON.parse(localStorage.getItem(key(id)) ?? 'null'), players);
  } catch {
    return parseFlat(null, players);
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
  return useMedia(TABLET);
}

/** Whether a media query holds now; follows changes (a rotation, a resize). */
export function useMedia(query: string): boolean {
  const matches = () => globalThis.matchMedia?.(query).matches ?? false;
  const [holds, setHolds] = useState(matches);
  useEffect(() => {
    const list = globalThis.matchMedia?.(query);
    if (!list) return;
    const update = () => setHolds(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return holds;
}
