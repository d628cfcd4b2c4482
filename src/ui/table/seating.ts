// Where the players sit round a device lying flat, worked out once. Seats run clockwise seen from above (the next
// player sits on the previous one's left), so on screen the near edge runs right→left, the left edge bottom→top, the
// far edge left→right and the right edge top→bottom: the ring starts at the right-hand end of the near edge.

/** Where a player sits around a device lying flat, seen from its near (bottom) edge. */
export type Edge = 'near' | 'far' | 'left' | 'right';

/** The edges in clockwise order from the ring's start. */
export const RING_EDGES: readonly Edge[] = ['near', 'left', 'far', 'right'];

/** The edges a device seats players at: all four on a tablet, the two long ones on a phone. */
export const edgesOf = (sides: boolean): readonly Edge[] => (sides ? RING_EDGES : ['near', 'far']);

export const isEdge = (e: unknown): e is Edge => RING_EDGES.includes(e as Edge);

/** How far an edge is turned from the screen's upright, clockwise: what a player at it reads at. */
export const EDGE_TURN: Record<Edge, number> = { near: 0, left: 90, far: 180, right: 270 };

/** Where the players sit: each seat's edge, and the seats clockwise round the table from the ring's start. */
export interface Seating {
  edges: Edge[];
  ring: number[];
}

/** A seat's place: its edge, its index along that edge in clockwise order, and how many sit there. */
export interface Place {
  edge: Edge;
  index: number;
  count: number;
}

const rank = (edge: Edge) => RING_EDGES.indexOf(edge);

/** The edge a seat is drawn at: a side edge chosen on a tablet falls back to a long edge on a phone. */
export const shownEdge = (edge: Edge, sides: boolean): Edge =>
  sides || edge === 'near' || edge === 'far' ? edge : edge === 'left' ? 'near' : 'far';

/** The first half of the seat order at the near edge, the rest across the table, clockwise. */
export const defaultEdges = (players: number): Edge[] =>
  Array.from({ length: players }, (_, i): Edge => (i < Math.ceil(players / 2) ? 'near' : 'far'));

export const defaultSeating = (players: number): Seating => ({
  edges: defaultEdges(players),
  ring: Array.from({ length: players }, (_, i) => i),
});

/** The seat a layout kept without its ring starts at: the one after the turn order's step back round the table
 *  (seat 0 when every seat shares one edge, or when the edges do not run clockwise in turn order). */
function firstOf(edges: Edge[]): number {
  const n = edges.length;
  const back = edges.flatMap((e, seat) => (rank(edges[(seat + 1) % n]!) < rank(e) ? [(seat + 1) % n] : []));
  return back.length === 1 ? back[0]! : 0;
}

const isRing = (ring: unknown, n: number): ring is number[] =>
  Array.isArray(ring) && ring.length === n && [...ring].sort((a, b) => a - b).every((seat, i) => seat === i);

/** A seating from each seat's edge and, when kept, the ring; without one (a layout kept before the ring), each player
 *  stays at their edge, along it in turn order. The ring always runs edge by edge, clockwise. */
export function seatingOf(edges: Edge[], ring?: unknown): Seating {
  const n = edges.length;
  const first = firstOf(edges);
  const order = isRing(ring, n)
    ? [...ring]
    : Array.from({ length: n }, (_, i) => (first + i) % n).sort((a, b) => rank(edges[a]!) - rank(edges[b]!));
  return { edges: [...edges], ring: order.sort((a, b) => rank(edges[a]!) - rank(edges[b]!)) };
}

/** Each seat's place as this device draws it (phones fold the side edges into the long ones). */
export function placesOf(seating: Seating, sides: boolean): Place[] {
  const shown = seating.edges.map((e) => shownEdge(e, sides));
  const places: Place[] = shown.map((edge) => ({ edge, index: 0, count: 0 }));
  for (const seat of seating.ring) {
    const place = places[seat]!;
    place.index = shown.filter(
      (e, s) => e === place.edge && seating.ring.indexOf(s) < seating.ring.indexOf(seat),
    ).length;
    place.count = shown.filter((e) => e === place.edge).length;
  }
  return places;
}

/** The reverse: a picture of who sits where (each seat's place) → the seats in clockwise turn order. */
export const turnOrder = (places: readonly Place[]): number[] =>
  places
    .map((place, seat) => ({ place, seat }))
    .sort((a, b) => rank(a.place.edge) - rank(b.place.edge) || a.place.index - b.place.index)
    .map(({ seat }) => seat);

/** The seats at one edge, clockwise. */
export const seatsAt = (seating: Seating, edge: Edge, sides: boolean): number[] =>
  seating.ring.filter((seat) => shownEdge(seating.edges[seat]!, sides) === edge);

/** A point on screen, as fractions of the width and height from the top left corner. */
export interface Point {
  x: number;
  y: number;
}

/** Where on the screen's edge a point `t` of the way along an edge (clockwise, 0 to 1) lies. */
export function pointAlong(edge: Edge, t: number): Point {
  switch (edge) {
    case 'near':
      return { x: 1 - t, y: 1 };
    case 'left':
      return { x: 0, y: 1 - t };
    case 'far':
      return { x: t, y: 0 };
    case 'right':
      return { x: 1, y: t };
  }
}

/** Where a seat's chip lies on the screen: its share of the edge, clockwise. */
export const pointOf = (place: Place): Point => pointAlong(place.edge, (place.index + 0.5) / Math.max(1, place.count));

/** Whether the ring runs in turn order: each seat's next player on their left. */
export const isClockwise = (ring: readonly number[]): boolean =>
  ring.every((seat, i) => ring[(i + 1) % ring.length] === (seat + 1) % ring.length);

/** A place a player can be moved to: an edge, and how many of the others sit before it there (clockwise). */
export interface Spot {
  edge: Edge;
  index: number;
}

/** The seating with `seat` moved to `spot`; on a phone every seat keeps the long edge it is drawn at. */
export function moveSeat(seating: Seating, seat: number, spot: Spot, sides: boolean): Seating {
  const edges = seating.edges.map((e, s) => (s === seat ? spot.edge : shownEdge(e, sides)));
  const others = seating.ring.filter((s) => s !== seat);
  const before = others.filter((s) => rank(edges[s]!) < rank(spot.edge)).length;
  const ring = [...others.slice(0, before + spot.index), seat, ...others.slice(before + spot.index)];
  return { edges, ring };
}

const same = (a: Seating, b: Seating) =>
  a.ring.every((s, i) => b.ring[i] === s) && a.edges.every((e, i) => b.edges[i] === e);

/** Where `seat` can go on this device: every other place before the game; during it (`keepTurns`), only the places
 *  that keep the ring in turn order, once it is (a layout kept from before may need free moves to get there). */
export function spotsFor(seating: Seating, seat: number, sides: boolean, keepTurns: boolean): Spot[] {
  const here = { edges: seating.edges.map((e) => shownEdge(e, sides)), ring: seating.ring };
  const strict = keepTurns && isClockwise(seating.ring);
  return edgesOf(sides).flatMap((edge) => {
    const others = seatsAt(seating, edge, sides).filter((s) => s !== seat).length;
    return Array.from({ length: others + 1 }, (_, index) => ({ edge, index })).filter((spot) => {
      const moved = moveSeat(seating, seat, spot, sides);
      return !same(moved, here) && (!strict || isClockwise(moved.ring));
    });
  });
}
