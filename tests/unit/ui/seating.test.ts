// Issue 32: the seats run clockwise seen from above on every edge (the next player on the previous one's left):
// one function places each seat, its reverse reads the turn order from a picture.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultSeating,
  type Edge,
  isClockwise,
  moveSeat,
  placesOf,
  pointOf,
  RING_EDGES,
  type Seating,
  seatingOf,
  spotsFor,
  turnOrder,
} from '../../../src/ui/table/seating';

/** The angle of a point round the screen's centre, clockwise on screen from the right (y grows downwards). */
const angle = ({ x, y }: { x: number; y: number }) => (Math.atan2(y - 0.5, x - 0.5) * 180) / Math.PI;

/** Whether the seats in turn order go once round the screen's centre, clockwise. */
function goesClockwise(seating: Seating, sides: boolean): boolean {
  const angles = placesOf(seating, sides).map((p) => angle(pointOf(p)));
  const steps = angles.map((a, seat) => (((angles[(seat + 1) % angles.length]! - a) % 360) + 360) % 360);
  return Math.round(steps.reduce((sum, s) => sum + s, 0)) === 360;
}

const edges = fc.constantFrom<Edge>(...RING_EDGES);
const players = fc.integer({ min: 3, max: 6 });
/** Any seating in turn order: each edge holds a run of the seats, starting anywhere round the table. */
const clockwise = players.chain((n) =>
  fc
    .tuple(fc.array(edges, { minLength: n, maxLength: n }), fc.integer({ min: 0, max: n - 1 }))
    .map(([picked, from]) => {
      const sorted = [...picked].sort((a, b) => RING_EDGES.indexOf(a) - RING_EDGES.indexOf(b));
      const seatEdges = Array.from({ length: n }, (_, seat) => sorted[(seat - from + n) % n]!);
      return seatingOf(
        seatEdges,
        Array.from({ length: n }, (_, i) => (from + i) % n),
      );
    }),
);

describe('the seats round a device lying flat', () => {
  it('runs the near edge right to left, the left edge bottom to top, the far edge left to right, the right edge top to bottom', () => {
    const seating = seatingOf(['near', 'near', 'left', 'left', 'far', 'far', 'right', 'right']);
    const points = placesOf(seating, true).map(pointOf);
    expect(points).toEqual([
      { x: 0.75, y: 1 },
      { x: 0.25, y: 1 },
      { x: 0, y: 0.75 },
      { x: 0, y: 0.25 },
      { x: 0.25, y: 0 },
      { x: 0.75, y: 0 },
      { x: 1, y: 0.25 },
      { x: 1, y: 0.75 },
    ]);
    expect(goesClockwise(seating, true)).toBe(true);
  });

  it('seats the first half at the near edge and the rest across, clockwise: the second player on the first one’s left', () => {
    const seating = defaultSeating(4);
    expect(seating).toEqual({ edges: ['near', 'near', 'far', 'far'], ring: [0, 1, 2, 3] });
    const [ana, ben, cleo, dan] = placesOf(seating, false).map(pointOf);
    expect(ben!.x).toBeLessThan(ana!.x); // near edge: Ben left of Ana on screen
    expect(cleo!.x).toBeLessThan(dan!.x); // far edge: Cleo left of Dan on screen
    expect(goesClockwise(seating, false)).toBe(true);
  });

  it('goes clockwise once round the table for every seating in turn order, on a tablet and on a phone', () => {
    fc.assert(
      fc.property(clockwise, fc.boolean(), (seating, sides) => {
        expect(isClockwise(seating.ring)).toBe(true);
        expect(goesClockwise(seating, sides)).toBe(true);
      }),
    );
  });

  it('reads the turn order back from the picture: the reverse of placing the seats', () => {
    fc.assert(
      fc.property(clockwise, fc.boolean(), (seating, sides) => {
        expect(turnOrder(placesOf(seating, sides))).toEqual(seating.ring);
      }),
    );
    // A picture drawn by hand: Dan at the near edge, Ana then Ben at the left edge, Cleo at the far edge.
    expect(
      turnOrder([
        { edge: 'left', index: 0, count: 2 },
        { edge: 'left', index: 1, count: 2 },
        { edge: 'far', index: 0, count: 1 },
        { edge: 'near', index: 0, count: 1 },
      ]),
    ).toEqual([3, 0, 1, 2]);
  });

  it('opens a layout kept before the ring with each player at the edge they chose', () => {
    // In turn order round the table: the ring starts after the step back (Ben, at the near edge).
    expect(seatingOf(['far', 'near', 'near', 'left'])).toEqual({
      edges: ['far', 'near', 'near', 'left'],
      ring: [1, 2, 3, 0],
    });
    // Not in turn order: everyone stays at their edge, along it in turn order.
    const kept = seatingOf(['left', 'near', 'near', 'right', 'far', 'far']);
    expect(kept.ring).toEqual([1, 2, 0, 4, 5, 3]);
    expect(placesOf(kept, true).map((p) => p.edge)).toEqual(['left', 'near', 'near', 'right', 'far', 'far']);
    expect(isClockwise(kept.ring)).toBe(false);
  });

  it('draws a side edge chosen on a tablet at the long edge beside it on a phone, still clockwise', () => {
    const seating = seatingOf(['near', 'left', 'far', 'right']);
    expect(placesOf(seating, false)).toEqual([
      { edge: 'near', index: 0, count: 2 },
      { edge: 'near', index: 1, count: 2 },
      { edge: 'far', index: 0, count: 2 },
      { edge: 'far', index: 1, count: 2 },
    ]);
    expect(goesClockwise(seating, false)).toBe(true);
  });

  it('offers every other place before the game, and during it only the places that keep the turn order', () => {
    const seating = defaultSeating(4); // Ana, Ben near; Cleo, Dan far
    expect(spotsFor(seating, 1, true, false)).toEqual([
      { edge: 'near', index: 0 },
      { edge: 'left', index: 0 },
      { edge: 'far', index: 0 },
      { edge: 'far', index: 1 },
      { edge: 'far', index: 2 },
      { edge: 'right', index: 0 },
    ]);
    // Ben sits between Ana and Cleo: at the left edge, or at the far edge before Cleo.
    expect(spotsFor(seating, 1, true, true)).toEqual([
      { edge: 'left', index: 0 },
      { edge: 'far', index: 0 },
    ]);
    expect(spotsFor(seating, 1, false, true)).toEqual([{ edge: 'far', index: 0 }]);
    expect(moveSeat(seating, 1, { edge: 'left', index: 0 }, true)).toEqual({
      edges: ['near', 'left', 'far', 'far'],
      ring: [0, 1, 2, 3],
    });
    // Before the game Ben may sit anywhere: at the far edge after Dan, the ring then reads Ana, Cleo, Dan, Ben.
    expect(moveSeat(seating, 1, { edge: 'far', index: 2 }, true).ring).toEqual([0, 2, 3, 1]);
  });

  it('keeps every move offered during a game in turn order', () => {
    fc.assert(
      fc.property(clockwise, fc.boolean(), fc.nat(), (seating, sides, pick) => {
        const seat = pick % seating.ring.length;
        for (const spot of spotsFor(seating, seat, sides, true))
          expect(isClockwise(moveSeat(seating, seat, spot, sides).ring)).toBe(true);
      }),
    );
  });

  it('lets a kept layout that is not in turn order move freely, until it is', () => {
    const kept = seatingOf(['left', 'near', 'near', 'right', 'far', 'far']);
    expect(spotsFor(kept, 0, true, true)).toEqual(spotsFor(kept, 0, true, false));
  });
});
